import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { listAssetTypes } from "~/features/reference-data/reference-data-api.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectPastLastPage } from "~/lib/past-last-page.server";
import { pageNumberOf } from "~/lib/query-string";
import { listImportProfiles } from "./import-profiles-api.server";

/** /admin/import-profiles: one page of the tenant's import profiles (`?page=`), and its asset types. */
export async function loadImportProfilesPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const page = pageNumberOf(url.searchParams);
  const [profiles, assetTypes] = await Promise.all([
    listImportProfiles(context, page),
    listAssetTypes(context),
  ]);
  redirectPastLastPage(url, profiles.meta);
  return {
    title: t("import-profiles:title"),
    profiles,
    assetTypes: assetTypes.map(({ id, name }) => ({ id, name })),
  };
}

export type ImportProfilesPageData = Awaited<ReturnType<typeof loadImportProfilesPage>>;
