import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { countEntries, listAllFields, listAssetTypes } from "./asset-types-api.server";

/**
 * /admin/master-data: the tenant's asset types with how many fields and entries each has, and
 * the one picked for removal (`?delete={id}`).
 */
export async function loadAssetTypesPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:asset_types");
  const [types, fields] = await Promise.all([listAssetTypes(context), listAllFields(context)]);
  // A tenant has a handful of asset types: one small count per type is cheap enough.
  const entryCounts = await Promise.all(types.map((type) => countEntries(context, type.id)));
  const deleteId = url.searchParams.get("delete");

  return {
    title: getInstance(context).t("master-data:title"),
    assetTypes: types.map((type, index) => ({
      ...type,
      fieldCount: fields.filter((field) => field.asset_type_id === type.id).length,
      entryCount: entryCounts[index] ?? 0,
    })),
    toDelete: types.find((type) => type.id === deleteId) ?? null,
  };
}

export type AssetTypesPageData = Awaited<ReturnType<typeof loadAssetTypesPage>>;
export type AssetTypeSummary = AssetTypesPageData["assetTypes"][number];
