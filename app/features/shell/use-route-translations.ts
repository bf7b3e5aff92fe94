import type { i18n } from "i18next";
import { use } from "react";
import { useMatches } from "react-router";
import { startErrorReporting } from "~/features/observability/start-error-reporting";
import { missingNamespaces, TranslationsUnavailableError } from "~/lib/missing-translations";
import { useTranslation } from "~/lib/use-translation";
import { getRouteNamespaces } from "./route-handle";

/** One load per language and set of namespaces: `use` needs the same promise on every render. */
const loads = new Map<string, Promise<void>>();

/**
 * After a client navigation (or a change of language), the page renders only once the
 * namespaces its routes name are loaded: until then it suspends, and since navigations are
 * transitions the previous page stays meanwhile. When they cannot be loaded (the backend tried
 * twice), the page is loaded in full instead of showing raw keys: the server renders it with its
 * own texts, and if the browser still cannot fetch them there, entry.client leaves that page as
 * the server rendered it, working as without JavaScript (docs/decisions/060).
 */
export function useRouteTranslations() {
  const { i18n } = useTranslation();
  const namespaces = getRouteNamespaces(useMatches());
  // On the server every namespace is there.
  if (typeof document === "undefined") return;
  const missing = missingNamespaces(i18n, i18n.language, namespaces);
  if (missing.length > 0) use(loadOrReload(i18n, i18n.language, missing));
}

function loadOrReload(instance: i18n, language: string, namespaces: string[]): Promise<void> {
  const key = `${language}|${namespaces.join(",")}`;
  let load = loads.get(key);
  if (!load) {
    load = instance.loadNamespaces(namespaces).then(() => {
      const missing = missingNamespaces(instance, language, namespaces);
      if (missing.length === 0) return;
      const error = new TranslationsUnavailableError(language, missing);
      console.error("Loading the page in full instead:", error);
      void startErrorReporting().then((reporter) => reporter?.report(error));
      // The router already shows the new address: loading it is loading the page navigated to.
      window.location.reload();
      // Never settles: nothing renders with raw keys before the browser leaves the page.
      return new Promise<void>(() => {});
    });
    loads.set(key, load);
  }
  return load;
}
