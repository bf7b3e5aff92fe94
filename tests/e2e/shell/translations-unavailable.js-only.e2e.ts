import { expect, type Page, test } from "@playwright/test";
import { admin, startSignedIn } from "../support/sign-in";

/**
 * The browser fetches a page's translations (/locales/{lng}/{ns}) before it hydrates. When they
 * cannot be fetched, even after one retry, the page stays as the server rendered it and works as
 * it does without JavaScript; a client navigation to a page whose translations cannot be fetched
 * loads that page in full. Raw keys ("login.heading") are never shown (decision 060).
 */

const failTranslations = (page: Page) =>
  page.route("**/locales/**", (route) => route.abort("failed"));

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("a page whose translations cannot be fetched keeps its text, and its forms submit as without JavaScript", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await failTranslations(page);

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Fennec" })).toBeVisible();
  await expect
    .poll(() => errors.find((text) => text.includes("Translations could not be loaded")))
    .toContain("en/auth");
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  await expect(page.getByText("login.heading")).toHaveCount(0);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/sign-in\//);
  await expect(
    page.getByText("Enter the e-mail address and password of your Fennec account."),
  ).toBeVisible();
  await expect
    .poll(() => errors.filter((text) => text.includes("Translations could not be loaded")).length)
    .toBe(2);
  // Not hydrated: the show-password button needs JavaScript and is left out without it.
  await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);

  await page.getByLabel("E-mail address", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/(to-process|validate)$/);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toContainText(
    "To process",
  );
});

test("translations that arrive at the second attempt: the page hydrates", async ({ page }) => {
  await page.goto("/login");
  // The sign-in page without its preload hints: every request for its texts is then the
  // backend's own, and the first one for each namespace fails.
  await page.route("**/sign-in/**", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<link rel="preload" as="fetch"[^>]*>/g, "");
    return route.fulfill({ response, body: html });
  });
  const attempts = new Map<string, number>();
  await page.route("**/locales/**", (route) => {
    const path = new URL(route.request().url()).pathname;
    const attempt = (attempts.get(path) ?? 0) + 1;
    attempts.set(path, attempt);
    return attempt === 1 ? route.abort("failed") : route.continue();
  });

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/sign-in\//);
  // Only a hydrated page has it.
  await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
  expect(attempts.get("/locales/en/auth")).toBe(2);
});

test("a client navigation to a page whose translations cannot be fetched loads that page in full", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await startSignedIn(page);
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  // A marker in the window: it survives a client navigation, not a page load.
  await page.evaluate(() => {
    (window as { pageLoadMarker?: boolean }).pageLoadMarker = true;
  });
  const marked = () =>
    page.evaluate(() => (window as { pageLoadMarker?: boolean }).pageLoadMarker === true);

  // First a client navigation with its translations: the page is hydrated.
  await navigation.getByRole("link", { name: "Order inquiries" }).click();
  await expect(page).toHaveURL(/\/order-inquiries$/);
  await expect(page.getByRole("heading", { level: 1, name: "Order inquiries" })).toBeVisible();
  expect(await marked()).toBe(true);

  // The archive's own namespace has not been loaded yet, and now cannot be.
  await failTranslations(page);
  await navigation.getByRole("link", { name: "Archive" }).click();
  await expect(page).toHaveURL(/\/archive$/);
  await expect(
    page.getByText(
      "Orders that have been validated, submitted, completed or rejected. They can no longer be changed.",
    ),
  ).toBeVisible();
  expect(await marked()).toBe(false);
  // Logged by the page navigated from, before it loaded the archive in full.
  expect(errors).toContainEqual(
    expect.stringContaining(
      "Loading the page in full instead: TranslationsUnavailableError: Translations could not be loaded: en/archive",
    ),
  );
});
