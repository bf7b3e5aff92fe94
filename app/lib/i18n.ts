import type { InitOptions } from "i18next";
import type { resources } from "./i18n-resources.server";

export const supportedLanguages = ["en", "nl"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "en";

/** Namespaces every page needs (root shell, navigation, error screen). */
export const shellNamespaces = ["common", "navigation", "errors"] as const;
export type Namespace = keyof (typeof resources)["en"];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** Shared by the server instance (per request) and the browser instance. */
export const i18nOptions = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  load: "languageOnly",
  defaultNS: "common",
  ns: [...shellNamespaces],
  interpolation: { escapeValue: false },
} satisfies InitOptions;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["en"];
  }
}
