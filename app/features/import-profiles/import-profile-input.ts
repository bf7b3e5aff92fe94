import type { z } from "zod";
import type {
  ImportProfile,
  importProfileConfigurationInputSchema,
  importProfileGeneralInfoInputSchema,
  importProfileMappingInputSchema,
  importProfileScheduleInputSchema,
} from "../../../server/contracts/connectivity/import-profile";
import { delimiterName, delimiters } from "../imports/import-options";
import type { ConfigurationForm, MappingForm, ScheduleForm } from "./import-profile-form-schemas";

/** The API's bodies, as its contract takes them (decision 041). */
export type GeneralInfoBody = z.input<typeof importProfileGeneralInfoInputSchema>;
export type ConfigurationBody = z.input<typeof importProfileConfigurationInputSchema>;
export type MappingBody = z.input<typeof importProfileMappingInputSchema>;
export type ScheduleBody = z.input<typeof importProfileScheduleInputSchema>;

type StoredConfiguration = NonNullable<ImportProfile["configuration"]>;

/** A secret of the form: removed when asked, replaced when typed, else the stored one kept. */
function secretOf(value: string | undefined, remove: boolean): { value?: string | null } {
  if (remove) return { value: null };
  return value ? { value } : {};
}

/** The connection form as the API takes it; an empty password or key keeps the stored one. */
export function configurationBodyFromForm(form: ConfigurationForm): ConfigurationBody {
  const password = secretOf(form.password, form.remove_password);
  const privateKey = secretOf(form.private_key, form.remove_private_key);
  return {
    protocol: form.protocol,
    host: form.host,
    port: form.port ?? null,
    username: form.username,
    ...("value" in password ? { password: password.value } : {}),
    ...("value" in privateKey ? { private_key: privateKey.value } : {}),
    security: form.protocol === "ftp" ? form.security : "none",
    reset_host_key: form.reset_host_key,
    directory: form.directory,
    file_name_pattern: form.file_name_pattern,
    encoding: form.encoding,
    after_import: form.after_import,
    move_to: form.after_import === "move" ? (form.move_to ?? null) : null,
  };
}

/**
 * The saved connection with another directory (the one browsed to): every other setting as it
 * is, the secrets left out so that the stored ones are kept.
 */
export function configurationWithDirectory(
  stored: StoredConfiguration,
  directory: string,
): ConfigurationBody {
  return {
    protocol: stored.protocol,
    host: stored.host,
    port: stored.port,
    username: stored.username,
    security: stored.security,
    directory,
    file_name_pattern: stored.file_name_pattern,
    encoding: stored.encoding,
    after_import: stored.after_import,
    move_to: stored.move_to,
  };
}

/**
 * The mapping form's rows as the API takes them: rows without a column name left out, an empty
 * field is a skipped column. `rows` says which form row each column came from, so that the
 * API's refusal of a column is shown next to that row.
 */
export function mappingBodyFromForm(form: MappingForm): { body: MappingBody; rows: number[] } {
  const rows: number[] = [];
  const columns: string[] = [];
  const mapping: Array<string | null> = [];
  form.columns.forEach((column, index) => {
    const name = column?.trim();
    if (!name) return;
    rows.push(index);
    columns.push(name);
    mapping.push(form.fields[index] || null);
  });
  return {
    body: {
      columns,
      mapping,
      match_field: form.match_field || null,
      ...(form.delimiter ? { delimiter: delimiters[form.delimiter] } : {}),
    },
    rows,
  };
}

/** The saved mapping as form rows, with `blank` empty rows after them to add columns. */
export function mappingRows(
  mapping: ImportProfile["mapping"],
  blank: number,
): Array<{ column: string; field: string }> {
  const saved = (mapping?.columns ?? []).map((column, index) => ({
    column,
    field: mapping?.mapping[index] ?? "",
  }));
  return [...saved, ...Array.from({ length: blank }, () => ({ column: "", field: "" }))];
}

/** The saved delimiter by the name the form sends; null when detected per file. */
export function mappingDelimiterName(mapping: ImportProfile["mapping"]) {
  return delimiterName(mapping?.delimiter ?? null);
}

/** The schedule form as the API takes it: only what the kind uses. */
export function scheduleBodyFromForm(form: ScheduleForm): ScheduleBody {
  const usesTime = form.kind === "hourly" || form.kind === "daily" || form.kind === "weekly";
  return {
    kind: form.kind,
    time: usesTime ? (form.time ?? null) : null,
    weekday: form.kind === "weekly" ? (form.weekday ?? null) : null,
    cron: form.kind === "cron" ? (form.cron ?? null) : null,
  };
}

/**
 * Where an issue of the API belongs on the form: the field of that name, or for a mapping's
 * column (`["mapping", i]` or `["columns", i]`) the form row it came from.
 */
export function formFieldOfApiPath(
  path: readonly unknown[],
  rows: readonly number[] = [],
): string | undefined {
  const [first, second] = path;
  if ((first === "mapping" || first === "columns") && typeof second === "number") {
    const row = rows[second];
    if (row === undefined) return undefined;
    return first === "mapping" ? `fields[${row}]` : `columns[${row}]`;
  }
  if (first === "password" || first === "private_key" || first === "port") return first;
  if (
    typeof first === "string" &&
    [
      "name",
      "active",
      "asset_type_id",
      "protocol",
      "host",
      "username",
      "security",
      "directory",
      "file_name_pattern",
      "encoding",
      "after_import",
      "move_to",
      "match_field",
      "delimiter",
      "kind",
      "time",
      "weekday",
      "cron",
    ].includes(first)
  )
    return first;
  return undefined;
}

/** The profile's server in one line: `sftp://files.example.com:2222`. */
export function serverLabel(configuration: StoredConfiguration | null): string | null {
  if (!configuration) return null;
  const port = configuration.port ? `:${configuration.port}` : "";
  return `${configuration.protocol}://${configuration.host}${port}`;
}
