import type { i18n } from "i18next";

/** The namespaces among `namespaces` that the instance holds no texts of in `language`. */
export function missingNamespaces(
  instance: Pick<i18n, "hasResourceBundle">,
  language: string,
  namespaces: Iterable<string>,
): string[] {
  return [...new Set(namespaces)].filter(
    (namespace) => !instance.hasResourceBundle(language, namespace),
  );
}

/** What is logged and reported when a page's translations could not be loaded. */
export class TranslationsUnavailableError extends Error {
  constructor(language: string, namespaces: readonly string[]) {
    super(
      `Translations could not be loaded: ${namespaces.map((namespace) => `${language}/${namespace}`).join(", ")}`,
    );
    this.name = "TranslationsUnavailableError";
  }
}
