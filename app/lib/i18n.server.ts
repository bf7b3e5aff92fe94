import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { createCookie, type RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { fallbackLanguage, i18nOptions, supportedLanguages } from "./i18n";
import { fastFixedT } from "./i18n-fast-fixed-t";
import { resources } from "./i18n-resources.server";

/** The chosen language, kept for 365 days (spec section 2). */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    // remix-i18next wants the fallback language last.
    supportedLanguages: [
      ...supportedLanguages.filter((l) => l !== fallbackLanguage),
      fallbackLanguage,
    ],
    fallbackLanguage,
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
  i18next: { ...i18nOptions, resources },
  plugins: [initReactI18next, fastFixedT],
});

let fallbackInstance: i18n | undefined;

/**
 * The middleware's instance, or (when the request failed before the middleware ran)
 * an English one, so that the error document can still be rendered.
 */
export async function getInstanceOrFallback(context: Readonly<RouterContextProvider>) {
  try {
    return getInstance(context);
  } catch {
    if (!fallbackInstance) {
      fallbackInstance = createInstance({ ...i18nOptions, resources, lng: fallbackLanguage });
      fallbackInstance.use(initReactI18next).use(fastFixedT);
      await fallbackInstance.init();
    }
    return fallbackInstance;
  }
}
