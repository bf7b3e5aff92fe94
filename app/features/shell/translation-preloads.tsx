import { useMatches } from "react-router";
import type { Language } from "~/lib/i18n";
import { getRouteNamespaces } from "./route-handle";

/**
 * Starts the downloads of the page's translations together with its scripts: without these
 * hints the browser asks for them only once the scripts ran, one more round trip before the
 * page hydrates (400 ms and more on a slow connection). The texts stay out of the HTML, which
 * every page would otherwise carry; the requests are the ones entry.client's backend makes.
 */
export function TranslationPreloads({ language }: { language: Language }) {
  const namespaces = getRouteNamespaces(useMatches());
  return [...namespaces].map((namespace) => (
    <link
      key={namespace}
      rel="preload"
      as="fetch"
      crossOrigin="anonymous"
      href={`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`}
    />
  ));
}
