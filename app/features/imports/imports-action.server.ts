import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { translateFileMessage, translateMappingMessage } from "./import-messages.server";
import { delimiters, fileEncodings } from "./import-options";
import {
  deleteImport,
  findImport,
  importSchema,
  listFields,
  updateImport,
  uploadImport,
} from "./imports-api.server";

type Context = Readonly<RouterContextProvider>;

export const importIntents = ["upload", "reread", "save", "start", "delete"] as const;
export type ImportIntent = (typeof importIntents)[number];

/**
 * What a refused form shows: errors next to the controls they name (`file`, `mapping.2`,
 * `match_field` …) or above the form, already in the user's language, and what was chosen.
 */
export type ImportFormResult = {
  intent: ImportIntent;
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
  values: Record<string, string>;
};

/** Uploads are refused here already when they are beyond the API's limit (50 MB). */
const maxFileBytes = 50 * 1024 * 1024;

function isIntent(value: unknown): value is ImportIntent {
  return (importIntents as readonly unknown[]).includes(value);
}

function importUrl(request: Request, importId: string | null) {
  const url = new URL(request.url);
  const params = new URLSearchParams();
  if (importId) params.set("import", importId);
  const page = url.searchParams.get("page");
  if (page && !importId) params.set("page", page);
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Upload a file, read it again, save or start its mapping, or delete an import. */
export async function importsAction({ request, context }: { request: Request; context: Context }) {
  requirePermission(context, "write:reference_data");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  if (!isIntent(intent)) throw data(t("imports:errors.badRequest"), { status: 400 });

  const refused = (
    result: Omit<ImportFormResult, "intent" | "values"> & { values?: Record<string, string> },
    status: number,
  ) => data({ intent, values: {}, ...result } satisfies ImportFormResult, { status });

  /** The API's 403, 404 and 409 above the form; other unexpected answers go to the error screen. */
  async function refusedByApi(response: Response, values: Record<string, string>) {
    if (response.status === 403) {
      await response.body?.cancel();
      return refused({ formErrors: [t("imports:errors.forbidden")], fieldErrors: {}, values }, 403);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return refused(
        { formErrors: [t("imports:errors.importNotFound")], fieldErrors: {}, values },
        404,
      );
    }
    if (response.status === 409) {
      const error = await readApiError(response);
      const message = /while it runs/.test(error.message ?? "")
        ? t("imports:errors.deleteWhileRunning")
        : t("imports:errors.alreadyStarted");
      return refused({ formErrors: [message], fieldErrors: {}, values }, 409);
    }
    return throwApiError(response);
  }

  if (intent === "upload") {
    const assetTypeId = text("asset_type_id");
    const file = formData.get("file");
    const values = { asset_type_id: assetTypeId };
    const fieldErrors: Record<string, string[]> = {};
    if (!assetTypeId) fieldErrors.asset_type_id = [t("imports:fileErrors.chooseType")];
    if (!(file instanceof File) || file.size === 0) {
      fieldErrors.file = [t("imports:fileErrors.chooseFile")];
    } else if (file.size > maxFileBytes) {
      fieldErrors.file = [t("imports:fileErrors.tooLarge", { max: maxFileBytes / 1024 / 1024 })];
    }
    if (Object.keys(fieldErrors).length || !(file instanceof File)) {
      return refused({ formErrors: [], fieldErrors, values }, 400);
    }
    const response = await uploadImport(context, assetTypeId, file);
    if (response.status === 422) {
      const error = await readApiError(response);
      const issues = Array.isArray(error.details)
        ? (error.details as Array<{ path?: unknown[]; message?: string }>)
        : [];
      for (const issue of issues) {
        const name = issue.path?.[0] === "asset_type_id" ? "asset_type_id" : "file";
        fieldErrors[name] = [
          ...(fieldErrors[name] ?? []),
          translateFileMessage(t, issue.message ?? ""),
        ];
      }
      if (!issues.length) fieldErrors.file = [t("imports:fileErrors.other", { message: "" })];
      return refused({ formErrors: [], fieldErrors, values }, 422);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return refused(
        {
          formErrors: [],
          fieldErrors: { asset_type_id: [t("imports:errors.typeNotFound")] },
          values,
        },
        404,
      );
    }
    if (!response.ok) return refusedByApi(response, values);
    const created = importSchema.parse(((await response.json()) as { data: unknown }).data);
    return redirectWithToast(request, importUrl(request, created.id), {
      type: "success",
      title: t("imports:toast.uploaded", { file: created.file_name }),
    });
  }

  const importId = text("import");
  if (!importId) throw data(t("imports:errors.badRequest"), { status: 400 });

  if (intent === "delete") {
    if (formData.get("confirm") !== "on") {
      return refused(
        { formErrors: [], fieldErrors: { confirm: [t("imports:errors.confirmDelete")] } },
        400,
      );
    }
    const response = await deleteImport(context, importId);
    if (!response.ok) return refusedByApi(response, {});
    await response.body?.cancel();
    return redirectWithToast(request, importUrl(request, null), {
      type: "success",
      title: t("imports:toast.deleted"),
    });
  }

  if (intent === "reread") {
    const encoding = text("encoding");
    const delimiter = delimiters[text("delimiter") as keyof typeof delimiters];
    const values = { encoding, delimiter: text("delimiter") };
    const fieldErrors: Record<string, string[]> = {};
    if (!(fileEncodings as readonly string[]).includes(encoding)) {
      fieldErrors.encoding = [t("imports:errors.chooseEncoding")];
    }
    if (!delimiter) fieldErrors.delimiter = [t("imports:errors.chooseDelimiter")];
    if (Object.keys(fieldErrors).length)
      return refused({ formErrors: [], fieldErrors, values }, 400);
    const response = await updateImport(context, importId, { encoding, delimiter });
    if (response.status === 422) {
      const error = await readApiError(response);
      const issues = Array.isArray(error.details)
        ? (error.details as Array<{ path?: unknown[]; message?: string }>)
        : [];
      return refused(
        {
          formErrors: issues.map((issue) => translateFileMessage(t, issue.message ?? "")),
          fieldErrors: {},
          values,
        },
        422,
      );
    }
    if (!response.ok) return refusedByApi(response, values);
    await response.body?.cancel();
    return redirectWithToast(request, importUrl(request, importId), {
      type: "success",
      title: t("imports:toast.reread"),
    });
  }

  // Save the mapping, or save it and start.
  const current = await findImport(context, importId);
  if (!current) {
    return refused({ formErrors: [t("imports:errors.importNotFound")], fieldErrors: {} }, 404);
  }
  const mapping = current.columns.map((_, index) => text(`mapping.${index}`) || null);
  const matchField = text("match_field") || null;
  const values: Record<string, string> = {
    ...Object.fromEntries(mapping.map((key, index) => [`mapping.${index}`, key ?? ""])),
    match_field: matchField ?? "",
  };
  const response = await updateImport(context, importId, {
    mapping,
    match_field: matchField,
    start: intent === "start",
  });
  if (response.status === 422) {
    const fields = await listFields(context, current.asset_type_id);
    const labels = Object.fromEntries(fields.map((field) => [field.key, field.label]));
    const error = await readApiError(response);
    const issues = Array.isArray(error.details)
      ? (error.details as Array<{ path?: unknown[]; message?: string }>)
      : [];
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const issue of issues) {
      const [group, index] = issue.path ?? [];
      const message = translateMappingMessage(t, issue.message ?? "", labels);
      const name =
        group === "mapping" && typeof index === "number"
          ? `mapping.${index}`
          : group === "match_field"
            ? "match_field"
            : null;
      if (name) fieldErrors[name] = [...(fieldErrors[name] ?? []), message];
      else formErrors.push(message);
    }
    return refused({ formErrors, fieldErrors, values }, 422);
  }
  if (!response.ok) return refusedByApi(response, values);
  await response.body?.cancel();
  return redirectWithToast(request, importUrl(request, importId), {
    type: "success",
    title: t(intent === "start" ? "imports:toast.started" : "imports:toast.saved"),
  });
}
