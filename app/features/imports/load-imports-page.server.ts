import type { RouterContextProvider } from "react-router";
import { can } from "~/features/identity/current-user";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { listAssetTypes } from "~/features/reference-data/reference-data-api.server";
import { getInstance } from "~/lib/i18n.server";
import { translateFileMessage, translateRowMessage } from "./import-messages.server";
import { delimiterName } from "./import-options";
import { findImport, listFields, listImports } from "./imports-api.server";

/**
 * /reference-data/imports: the form to upload a file, the import being looked at
 * (`?import={id}`: its mapping, progress or result), and the earlier imports, newest first.
 */
export async function loadImportsPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const user = requirePermission(context, "read:reference_data");
  const t = getInstance(context).t;
  const canWrite = can(user, "write:reference_data");
  const params = url.searchParams;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const importId = params.get("import");

  // The history is read after the selected import, never before: an import that finishes
  // between the two reads then shows as finished in both, where the other way round the view
  // said "Completed" beside a history still "Running", and stopped following it.
  const [types, found] = await Promise.all([
    listAssetTypes(context),
    importId ? findImport(context, importId) : null,
  ]);
  const history = await listImports(context, page);

  let selected = null;
  if (found) {
    const fields = await listFields(context, found.asset_type_id);
    const labels = new Map(fields.map((field) => [field.key, field.label]));
    selected = {
      ...found,
      delimiter: delimiterName(found.delimiter),
      fields: fields.map(({ key, label, required }) => ({ key, label, required })),
      // Shown in the user's language; the API words them in English.
      error: found.error ? translateFileMessage(t, found.error) : null,
      errors: found.errors.map((error) => {
        const label = error.field ? (labels.get(error.field) ?? error.field) : null;
        return {
          row: error.row,
          field: label,
          message: translateRowMessage(t, error.message, label),
        };
      }),
    };
  }

  const requestedType = params.get("type");
  return {
    title: t("imports:title"),
    canWrite,
    types,
    preselectedType: types.some((type) => type.id === requestedType) ? requestedType : null,
    history: {
      ...history,
      // Why a refused or failed import ended so, beside its status.
      data: history.data.map((item) => ({
        ...item,
        error: item.error ? translateFileMessage(t, item.error) : null,
      })),
    },
    selected,
    missingImportId: importId && !found ? importId : null,
  };
}

export type ImportsPageData = Awaited<ReturnType<typeof loadImportsPage>>;
export type SelectedImport = NonNullable<ImportsPageData["selected"]>;
