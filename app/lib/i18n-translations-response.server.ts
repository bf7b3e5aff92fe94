import { isLanguage } from "./i18n";
import { resources } from "./i18n-resources.server";

/** One namespace of one language as JSON, for the browser's i18next backend. */
export function translationsResponse(language: string, namespace: string) {
  const namespaces: Record<string, unknown> | undefined = isLanguage(language)
    ? resources[language]
    : undefined;
  // Object.hasOwn: "constructor" and friends are not namespaces.
  const translations =
    namespaces && Object.hasOwn(namespaces, namespace) ? namespaces[namespace] : undefined;
  if (!translations) {
    return Response.json({ error: "Unknown language or namespace" }, { status: 404 });
  }
  return Response.json(translations, {
    headers: {
      // Short freshness so a deployment shows new texts within minutes; stale copies
      // are still used while the new one loads.
      "Cache-Control": import.meta.env.DEV
        ? "no-cache"
        : "public, max-age=300, stale-while-revalidate=86400",
    },
  });
}
