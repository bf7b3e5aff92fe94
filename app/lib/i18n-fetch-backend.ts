import type { BackendModule, ResourceKey } from "i18next";

/** A namespace that did not arrive is asked for once more, this long after (as the tenant call). */
const TRANSLATIONS_RETRY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchNamespace(language: string, namespace: string): Promise<ResourceKey> {
  const response = await fetch(
    `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`,
    { headers: { Accept: "application/json" } },
  );
  if (!response.ok) throw new Error(`Translations ${language}/${namespace}: ${response.status}`);
  return response.json();
}

/**
 * Loads one namespace from the `/locales/{lng}/{ns}` resource route (i18next-fetch-backend in a
 * few lines). One retry: a dropped connection or a restarting server need not cost the page its
 * texts, and then its JavaScript (entry.client hydrates only with every namespace it needs).
 */
export const i18nFetchBackend: BackendModule = {
  type: "backend",
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    fetchNamespace(language, namespace)
      .catch(() => wait(TRANSLATIONS_RETRY_MS).then(() => fetchNamespace(language, namespace)))
      .then(
        (translations) => callback(null, translations),
        // false: i18next itself does not try again.
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};
