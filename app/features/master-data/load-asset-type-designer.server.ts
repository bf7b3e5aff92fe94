import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import {
  aiFieldSchema,
  assetTypeSchema,
  fieldSchema,
  getAssetType,
  indexSchema,
  listAssetTypes,
  listOf,
  listPlacedFields,
  relationshipSchema,
} from "./asset-types-api.server";

/**
 * /admin/master-data/{id}: one asset type with everything that shapes it, the other asset
 * types (targets of relationships), and the field or relationship picked for editing
 * (`?field={id}`, `?relationship={id}`). An asset type the API does not know is a 404 page.
 */
export async function loadAssetTypeDesigner({
  url,
  params,
  context,
}: {
  url: URL;
  params: { id: string };
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:asset_types");
  const response = await getAssetType(context, params.id);
  const assetType = await readApiData(response, assetTypeSchema);
  const [fields, aiFields, formFields, tableFields, indexes, relationships, assetTypes] =
    await Promise.all([
      listOf(context, assetType.id, "fields", fieldSchema),
      listOf(context, assetType.id, "ai-fields", aiFieldSchema),
      listPlacedFields(context, assetType.id, "form-fields"),
      listPlacedFields(context, assetType.id, "table-fields"),
      listOf(context, assetType.id, "indexes", indexSchema),
      listOf(context, assetType.id, "relationships", relationshipSchema),
      listAssetTypes(context),
    ]);
  const fieldId = url.searchParams.get("field");
  const relationshipId = url.searchParams.get("relationship");

  return {
    title: getInstance(context).t("master-data:designer.title", { name: assetType.name }),
    assetType,
    fields,
    aiFields,
    formFields,
    tableFields,
    indexes,
    relationships,
    assetTypes,
    selectedField: fields.find((field) => field.id === fieldId) ?? null,
    selectedRelationship:
      relationships.find((relationship) => relationship.id === relationshipId) ?? null,
  };
}

export type DesignerData = Awaited<ReturnType<typeof loadAssetTypeDesigner>>;
