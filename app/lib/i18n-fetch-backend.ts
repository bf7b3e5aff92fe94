import type { BackendModule } from "i18next";

/** Loads one namespace from the `/locales/{lng}/{ns}` resource route (i18next-fetch-backend in a few lines). */
export const i18nFetchBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`, {
      headers: { Accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok)
          throw new Error(`Translations ${language}/${namespace}: ${response.status}`);
        callback(null, await response.json());
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};
