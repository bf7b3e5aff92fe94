import { data, type RouterContextProvider } from "react-router";
import { type RemoteProblem, remoteProblemOf } from "~/features/file-transfer/remote-problem";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData, readApiError, throwApiError } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { pageNumberOf } from "~/lib/query-string";
import { exportProfileSchema } from "../../../server/contracts/connectivity/export-profile";
import {
  type RemoteDirectory,
  remoteDirectorySchema,
} from "../../../server/contracts/connectivity/remote-server";
import {
  browseDirectory,
  getExportProfile,
  listExportAttempts,
} from "./export-profiles-api.server";

/** The route's id that means "a new export profile". */
export const NEW_EXPORT_PROFILE = "new";

export type Browsing =
  | { path: string; directory: RemoteDirectory; problem: null }
  | { path: string; directory: null; problem: RemoteProblem };

/**
 * /admin/export-profiles/{id}: a saved profile with its delivery log (`?page=`) and, while the
 * administrator browses the server (`?browse=/path`, plain links), that directory; or an empty
 * form for `new`. A profile the API does not know is a 404 page.
 */
export async function loadExportProfilePage({
  url,
  params,
  context,
}: {
  url: URL;
  params: { id: string };
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  if (params.id === NEW_EXPORT_PROFILE) {
    return {
      title: t("export-profiles:create.title"),
      profile: null,
      browsing: null,
      attempts: null,
    };
  }
  const response = await getExportProfile(context, params.id);
  if (response.status === 404) {
    await response.body?.cancel();
    throw data(t("export-profiles:errors.profileNotFound", { id: params.id }), {
      status: 404,
      statusText: "Not Found",
    });
  }
  const profile = await readApiData(response, exportProfileSchema);
  const search = url.searchParams;
  const page = pageNumberOf(search);
  const browse = search.get("browse");
  const [browsing, attempts] = await Promise.all([
    browse !== null && profile.kind === "ftp"
      ? browseTo(context, profile.id, browse || profile.path)
      : null,
    listExportAttempts(context, profile.id, page),
  ]);
  return {
    title: t("export-profiles:edit.title", { name: profile.name }),
    profile,
    browsing,
    attempts,
  };
}

/** One directory of the server; a server that cannot be reached is said on the page. */
async function browseTo(
  context: Readonly<RouterContextProvider>,
  id: string,
  path: string,
): Promise<Browsing> {
  const response = await browseDirectory(context, id, path);
  if (response.ok) {
    return { path, directory: await readApiData(response, remoteDirectorySchema), problem: null };
  }
  if (response.status !== 502 && response.status !== 422 && response.status !== 400) {
    return throwApiError(response);
  }
  return { path, directory: null, problem: remoteProblemOf(await readApiError(response)) };
}

export type ExportProfilePageData = Awaited<ReturnType<typeof loadExportProfilePage>>;
