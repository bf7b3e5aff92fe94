import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { importSchema } from "../../../server/contracts/imports/asset-import";
import { replyWithImportError } from "./import-api-errors.server";
import { type ImportFormIntent, importFormIntents, importFormSchema } from "./import-form-schemas";
import { translateFileMessage, translateMappingMessage } from "./import-messages.server";
import { delimiters } from "./import-options";
import {
  deleteImport,
  findImport,
  listFields,
  updateImport,
  uploadImport,
} from "./imports-api.server";

type Context = Readonly<RouterContextProvider>;

/** A File cannot go back to the browser; the browser keeps the one chosen. */
const hideFields = ["file"];

function isIntent(value: unknown): value is ImportFormIntent {
  return (importFormIntents as readonly unknown[]).includes(value);
}

function importUrl(url: URL, importId: string | null) {
  const params = new URLSearchParams();
  if (importId) params.set("import", importId);
  const page = url.searchParams.get("page");
  if (page && !importId) params.set("page", page);
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Upload a file, read it again, save or start its mapping, or delete an import (convention 3). */
export async function importsAction({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Context;
}) {
  requirePermission(context, "write:reference_data");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw data(t("imports:errors.badRequest"), { status: 400 });
  const submission = parseWithZod(formData, { schema: importFormSchema });
  if (submission.status !== "success") {
    // The import to change is a hidden field: without it the form cannot be read.
    if (submission.error?.id) throw data(t("imports:errors.badRequest"), { status: 400 });
    return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
  }

  const form = submission.value;
  const refused = async (response: Response, options: Parameters<typeof replyWithImportError>[2]) =>
    data(
      { intent: form.intent, result: await replyWithImportError(submission, response, options) },
      { status: response.status },
    );

  switch (form.intent) {
    case "upload": {
      const response = await uploadImport(context, form.asset_type_id, form.file);
      if (!response.ok) {
        return refused(response, {
          t,
          hideFields,
          placeIssue: (issue) => ({
            field: issue.path?.[0] === "asset_type_id" ? "asset_type_id" : "file",
            message: translateFileMessage(t, issue.message ?? ""),
          }),
          notFound: { field: "asset_type_id", message: t("imports:errors.typeNotFound") },
        });
      }
      const created = await readApiData(response, importSchema);
      return redirectWithToast(request, importUrl(url, created.id), {
        type: "success",
        title: t("imports:toast.uploaded", { file: created.file_name }),
      });
    }
    case "reread": {
      const response = await updateImport(context, form.id, {
        encoding: form.encoding,
        delimiter: delimiters[form.delimiter],
      });
      if (!response.ok) {
        return refused(response, { t });
      }
      await response.body?.cancel();
      return redirectWithToast(request, importUrl(url, form.id), {
        type: "success",
        title: t("imports:toast.reread"),
      });
    }
    case "save":
    case "start": {
      const current = await findImport(context, form.id);
      if (!current) {
        return data(
          {
            intent: form.intent,
            result: submission.reply({ formErrors: [t("imports:errors.importNotFound")] }),
          },
          { status: 404 },
        );
      }
      const response = await updateImport(context, form.id, {
        mapping: current.columns.map((_, index) => form.mapping[String(index)] || null),
        match_field: form.match_field ?? null,
        start: form.intent === "start",
      });
      if (response.status === 422 && (await findImport(context, form.id))?.status === "refused") {
        // No mapping can start it any more: its view says why (and the history lists it so).
        await response.body?.cancel();
        return redirectWithToast(request, importUrl(url, form.id), {
          type: "error",
          title: t("imports:toast.refused"),
        });
      }
      if (!response.ok) {
        // The API names fields by key; its refusals name them by label.
        const labels =
          response.status === 422
            ? Object.fromEntries(
                (await listFields(context, current.asset_type_id)).map((field) => [
                  field.key,
                  field.label,
                ]),
              )
            : {};
        return refused(response, {
          t,
          placeIssue: (issue) => {
            const [group, index] = issue.path ?? [];
            return {
              // A column's own refusal beside its select; the mapping's as a whole beside
              // the columns (required fields without a column, none mapped).
              field:
                group === "mapping" && typeof index === "number"
                  ? `mapping.${index}`
                  : group === "mapping" || group === "match_field"
                    ? group
                    : null,
              message: translateMappingMessage(t, issue.message ?? "", labels),
            };
          },
        });
      }
      await response.body?.cancel();
      return redirectWithToast(request, importUrl(url, form.id), {
        type: "success",
        title: t(form.intent === "start" ? "imports:toast.started" : "imports:toast.saved"),
      });
    }
    case "delete": {
      const response = await deleteImport(context, form.id);
      if (!response.ok) return refused(response, { t });
      await response.body?.cancel();
      return redirectWithToast(request, importUrl(url, null), {
        type: "success",
        title: t("imports:toast.deleted"),
      });
    }
  }
}
