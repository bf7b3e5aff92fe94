import type { ExportProfile } from "../../../server/contracts/connectivity/export-profile";

/** Where a profile's files go, in one line: `sftp://host:port/path` or the endpoint's URL. */
export function exportDestination(profile: ExportProfile): string {
  if (profile.kind === "api") return profile.api?.url ?? "";
  const server = profile.server;
  if (!server) return profile.path;
  const port = server.port ? `:${server.port}` : "";
  const path = profile.path.startsWith("/") ? profile.path : `/${profile.path}`;
  return `${server.protocol}://${server.host}${port}${path}`;
}
