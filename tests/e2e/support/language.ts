import type { Page } from "@playwright/test";

/**
 * Chooses Dutch for the rest of the session, as the language switcher does: the `lng` cookie
 * (React Router's unsigned cookie format: the JSON value in base64, URL-encoded).
 */
export async function chooseDutch(page: Page) {
  const url = new URL(page.url());
  const value = encodeURIComponent(Buffer.from(JSON.stringify("nl")).toString("base64"));
  await page.context().addCookies([{ name: "lng", value, url: url.origin }]);
}
