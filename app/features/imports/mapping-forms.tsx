import {
  type FieldMetadata,
  getFormProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Play, RefreshCw, Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors, FormField } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { mappingSchema, rereadSchema } from "./import-form-schemas";
import { delimiters, fileEncodings } from "./import-options";
import type { SelectedImport } from "./load-imports-page.server";

/** A CSV's encoding and delimiter: choosing others reads the file again and maps it anew. */
export function FileSettingsForm({
  selected,
  lastResult,
}: {
  selected: SelectedImport;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("imports");
  const [form, fields] = useForm({
    id: `reread-${selected.id}`,
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      encoding: selected.encoding || "UTF-8",
      delimiter: selected.delimiter || "semicolon",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rereadSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const hint = `${form.id}-hint`;

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="reread" />
      <input type="hidden" name="id" value={selected.id} />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <p id={hint} className="text-sm text-muted-foreground">
        {t("settings.hint")}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <FormField label={t("settings.encoding")} field={fields.encoding} translate={translate}>
          <Select {...getSelectProps(fields.encoding)} key={fields.encoding.key} className="w-48">
            {fileEncodings.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("settings.delimiter")} field={fields.delimiter} translate={translate}>
          <Select {...getSelectProps(fields.delimiter)} key={fields.delimiter.key} className="w-48">
            {Object.keys(delimiters).map((name) => (
              <option key={name} value={name}>
                {t(`settings.delimiters.${name as keyof typeof delimiters}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" variant="secondary" aria-describedby={hint}>
          <RefreshCw aria-hidden="true" />
          {t("settings.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** The fields chosen for the columns so far (the form's value is a record by column number). */
function chosenKeys(value: unknown): string[] {
  const values = Array.isArray(value)
    ? value
    : value && typeof value === "object"
      ? Object.values(value)
      : [];
  return values.filter((key): key is string => typeof key === "string" && key !== "");
}

/**
 * A select per column of the file (with its first values beside it), the field rows are
 * matched on, and Save or Start. Without JavaScript the fields to match on are those of the
 * saved mapping; with it they follow the selects.
 */
export function MappingForm({
  selected,
  lastResult,
  canWrite,
}: {
  selected: SelectedImport;
  lastResult: SubmissionResult<string[]> | undefined;
  canWrite: boolean;
}) {
  const { t } = useTranslation("imports");
  const [form, fields] = useForm({
    id: `mapping-${selected.id}`,
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      mapping: Object.fromEntries(
        selected.columns.map((_, index) => [String(index), selected.mapping[index] ?? ""]),
      ),
      match_field: selected.match_field ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mappingSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const columnFields = fields.mapping.getFieldset() as Record<string, FieldMetadata<string>>;
  const mapping = chosenKeys(fields.mapping.value);
  const matchField = fields.match_field.value ?? "";
  const mappedFields = selected.fields.filter((field) => mapping.includes(field.key));
  const labelOf = (key: string | null) =>
    selected.fields.find((field) => field.key === key)?.label ?? key ?? "";
  const matchHint = `${fields.match_field.id}-hint`;

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="id" value={selected.id} />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      {/* The mapping as a whole (required fields without a column), refused beside its columns. */}
      <fieldset
        aria-describedby={fields.mapping.errors?.length ? fields.mapping.errorId : undefined}
        className="flex min-w-0 flex-col gap-2"
      >
        <legend className="sr-only">{t("mapping.group", { file: selected.file_name })}</legend>
        <FieldErrors id={fields.mapping.errorId} errors={fields.mapping.errors?.map(translate)} />
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {t("mapping.caption", { file: selected.file_name })}
            </caption>
            <thead className="bg-muted/50 text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("mapping.column")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("mapping.preview")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("mapping.field")}
                </th>
              </tr>
            </thead>
            <tbody>
              {selected.columns.map((header, index) => {
                const column = columnFields[String(index)];
                const values = selected.preview.map((row) => row[index] ?? "");
                const chosen = column?.value ?? "";
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are known by their place
                  <tr key={index} className="border-t border-border align-top">
                    <th scope="row" className="px-3 py-2 font-medium">
                      {header || t("mapping.unnamed", { number: index + 1 })}
                    </th>
                    <td className="px-3 py-2">
                      <ul className="flex flex-col gap-0.5 text-muted-foreground">
                        {values.map((value, row) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity
                          <li key={row} className="max-w-72 truncate" title={value}>
                            {value || <span aria-hidden="true">—</span>}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="px-3 py-2">
                      {canWrite && column ? (
                        <>
                          <Select
                            {...getSelectProps(column)}
                            key={column.key}
                            aria-label={t("mapping.fieldFor", { column: header || index + 1 })}
                            onChange={(event) => {
                              // The field rows are matched on must stay one a column fills.
                              const next = chosenKeys({
                                ...(fields.mapping.value as object | undefined),
                                [index]: event.target.value,
                              });
                              if (matchField && !next.includes(matchField)) {
                                form.update({ name: fields.match_field.name, value: "" });
                              }
                            }}
                            className="min-w-52"
                          >
                            <option value="">{t("mapping.skip")}</option>
                            {selected.fields.map((field) => (
                              <option key={field.key} value={field.key}>
                                {field.required
                                  ? t("mapping.requiredField", { field: field.label })
                                  : field.label}
                              </option>
                            ))}
                          </Select>
                          <FieldErrors id={column.errorId} errors={column.errors?.map(translate)} />
                        </>
                      ) : (
                        <span>{chosen ? labelOf(chosen) : t("mapping.skipped")}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </fieldset>
      {canWrite ? (
        <>
          <FormField
            label={t("mapping.match")}
            field={fields.match_field}
            translate={translate}
            className="max-w-md"
          >
            <Select
              {...getSelectProps(fields.match_field, { ariaDescribedBy: matchHint })}
              key={fields.match_field.key}
            >
              <option value="">{t("mapping.alwaysNew")}</option>
              {mappedFields.map((field) => (
                <option key={field.key} value={field.key}>
                  {field.label}
                </option>
              ))}
              {matchField && !mappedFields.some((field) => field.key === matchField) ? (
                <option value={matchField}>{labelOf(matchField)}</option>
              ) : null}
            </Select>
            <p id={matchHint} className="text-sm text-muted-foreground">
              {t("mapping.matchHint")}
            </p>
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" variant="secondary">
              <Save aria-hidden="true" />
              {t("mapping.save")}
            </Button>
            <Button type="submit" name="intent" value="start">
              <Play aria-hidden="true" />
              {t("mapping.start")}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm">
          {t("mapping.matchReadOnly", {
            field: matchField ? labelOf(matchField) : t("mapping.alwaysNew"),
          })}
        </p>
      )}
    </Form>
  );
}
