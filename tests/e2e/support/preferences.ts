import type { Page } from "@playwright/test";

/**
 * The answer to the form that saves a display preference (its cookie comes with it): the POST
 * to /preferences, with JavaScript (`/preferences.data`) or without. Not any response whose
 * address contains the word: the client build has a chunk called `assets/preferences-….js`,
 * and a test that took its arrival for the save went on before the cookie was set.
 */
export function preferenceSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /^\/preferences(\.data)?$/.test(new URL(response.url()).pathname),
  );
}
