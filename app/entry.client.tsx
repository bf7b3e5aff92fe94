import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { startErrorReporting } from "~/features/observability/start-error-reporting";
import { getHydrationNamespaces } from "~/features/shell/hydration-namespaces";
import { fallbackLanguage, i18nOptions, isLanguage } from "~/lib/i18n";
import { fastFixedT } from "~/lib/i18n-fast-fixed-t";
import { i18nFetchBackend } from "~/lib/i18n-fetch-backend";
import { missingNamespaces, TranslationsUnavailableError } from "~/lib/missing-translations";

// Beside hydration, not before it: the page does not wait for the SDK (when it is on at all).
const reporting = startErrorReporting();

async function hydrate() {
  // The server already chose the language and wrote it into <html lang>.
  const htmlLanguage = document.documentElement.lang;
  const language = isLanguage(htmlLanguage) ? htmlLanguage : fallbackLanguage;
  const namespaces = [...getHydrationNamespaces()];
  await i18next
    .use(initReactI18next)
    .use(i18nFetchBackend)
    .use(fastFixedT)
    .init({ ...i18nOptions, lng: language, ns: namespaces });

  // Hydrated without its texts, the page would replace them with raw keys. The server-rendered
  // page works without JavaScript (every form does): it stays as it is (docs/decisions/060).
  const missing = missingNamespaces(i18next, language, namespaces);
  if (missing.length > 0) {
    const error = new TranslationsUnavailableError(language, missing);
    console.error("The page stays as the server rendered it, without JavaScript:", error);
    void reporting.then((reporter) => reporter?.report(error));
    return;
  }

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error: unknown) => {
  // Spec section 8: a mount failure is logged so, and reported.
  console.error("Error while mounting app:", error);
  void reporting.then((reporter) => reporter?.report(error));
});
