import { data, type RouterContextProvider } from "react-router";
import { decodedPath } from "~/lib/decoded-path";
import { getInstance } from "~/lib/i18n.server";

/** Thrown for unmatched paths, so the root error boundary shows it with HTTP status 404. */
export function notFound(url: URL, context: Readonly<RouterContextProvider>) {
  const path = decodedPath(url.pathname);
  const t = getInstance(context).t;
  return data(t("errors:notFound", { path }), { status: 404, statusText: "Not Found" });
}
