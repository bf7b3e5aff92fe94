import cronstrue from "cronstrue/i18n";
import { data, type RouterContextProvider } from "react-router";
import { type RemoteProblem, remoteProblemOf } from "~/features/file-transfer/remote-problem";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { listFields } from "~/features/imports/imports-api.server";
import { listAssetTypes } from "~/features/reference-data/reference-data-api.server";
import { readApiData, readApiError, throwApiError } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import {
  type ImportProfile,
  type ImportProfileFiles,
  importProfileFilesSchema,
  importProfileSchema,
} from "../../../server/contracts/connectivity/import-profile";
import { getImportProfile, listImportRuns, listRemoteFiles } from "./import-profiles-api.server";

type Context = Readonly<RouterContextProvider>;

/** The directory being browsed, or why the server could not show it (shown on the page). */
export type Browsing =
  | { path: string; directory: ImportProfileFiles; problem: null }
  | { path: string; directory: null; problem: RemoteProblem };

/**
 * `?browse={path}`: one directory of the profile's server (empty: its own directory). Only when
 * asked, so that opening the page never connects to the server. A server that fails (502) or a
 * path that may not be used (422) is shown on the page, with its code, as on an export
 * profile's page.
 */
async function browse(context: Context, profile: ImportProfile, path: string): Promise<Browsing> {
  const response = await listRemoteFiles(context, profile.id, path || null);
  const asked = path || (profile.configuration?.directory ?? "");
  if (response.status === 502 || response.status === 422) {
    return { path: asked, directory: null, problem: remoteProblemOf(await readApiError(response)) };
  }
  if (!response.ok) return throwApiError(response);
  const directory = await readApiData(response, importProfileFilesSchema);
  return { path: directory.path, directory, problem: null };
}

/** The schedule's cron expression in words, in the user's language; null when there is none. */
function describeCron(expression: string | null, language: string): string | null {
  if (!expression) return null;
  try {
    return cronstrue.toString(expression, {
      locale: language === "nl" ? "nl" : "en",
      use24HourTimeFormat: true,
      verbose: true,
    });
  } catch {
    return null;
  }
}

/**
 * /admin/import-profiles/{id}: the profile, its asset type's fields (for the mapping), its runs
 * (`?page=`), and the directory being browsed (`?browse=`). An unknown profile is a 404 page.
 */
export async function loadImportProfilePage({
  url,
  params,
  context,
}: {
  url: URL;
  params: { id: string };
  context: Context;
}) {
  requirePermission(context, "manage:connectivity");
  const i18n = getInstance(context);
  const t = i18n.t;
  const response = await getImportProfile(context, params.id);
  // An id that is not a UUID is refused by the API (422): it names no profile either.
  if ([400, 404, 422].includes(response.status)) {
    await response.body?.cancel();
    throw data(t("import-profiles:errors.profileNotFound", { id: params.id }), {
      status: 404,
      statusText: "Not Found",
    });
  }
  const profile: ImportProfile = await readApiData(response, importProfileSchema);
  const search = url.searchParams;
  const asked = Number(search.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const browsePath = search.get("browse");
  const [assetTypes, fields, runs, browsing] = await Promise.all([
    listAssetTypes(context),
    listFields(context, profile.asset_type_id),
    listImportRuns(context, profile.id, page),
    browsePath !== null && profile.configuration ? browse(context, profile, browsePath) : null,
  ]);
  return {
    title: t("import-profiles:edit.title", { name: profile.name }),
    profile,
    assetTypes: assetTypes.map(({ id, name }) => ({ id, name })),
    fields: fields.map(({ key, label, required }) => ({ key, label, required })),
    runs,
    browsing,
    // The other kinds are said in the page's own words; a cron expression needs explaining.
    cronWords:
      profile.schedule.kind === "cron"
        ? describeCron(profile.schedule.cron_expression, i18n.language)
        : null,
  };
}

export type ImportProfilePageData = Awaited<ReturnType<typeof loadImportProfilePage>>;
