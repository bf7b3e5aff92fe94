import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectPastLastPage } from "~/lib/past-last-page.server";
import { pageNumberOf } from "~/lib/query-string";
import { exportProfileSchema } from "../../../server/contracts/connectivity/export-profile";
import { getExportProfile, listExportProfiles } from "./export-profiles-api.server";

/**
 * /admin/export-profiles: one page of the tenant's export profiles (`?page=`), and the one whose
 * deletion is being confirmed (`?delete={id}`, a plain link so that it works without JavaScript).
 */
export async function loadExportProfilesPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const search = url.searchParams;
  const page = pageNumberOf(search);
  const deleteId = search.get("delete");
  const [profiles, deleting] = await Promise.all([
    listExportProfiles(context, page),
    deleteId ? getExportProfile(context, deleteId) : null,
  ]);
  redirectPastLastPage(url, profiles.meta);
  if (deleting && deleting.status === 404) {
    await deleting.body?.cancel();
    throw data(t("export-profiles:errors.profileNotFound", { id: deleteId }), {
      status: 404,
      statusText: "Not Found",
    });
  }
  return {
    title: t("export-profiles:title"),
    profiles,
    deleting: deleting ? await readApiData(deleting, exportProfileSchema) : null,
  };
}

export type ExportProfilesPageData = Awaited<ReturnType<typeof loadExportProfilesPage>>;
