import { expect, test } from "@playwright/test";
import { signIn } from "../support/sign-in";

test("the login page is in English by default and in Dutch after switching", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Fennec" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page
    .getByRole("group", { name: "Language" })
    .getByRole("button", { name: "Nederlands" })
    .click();

  await expect(page.getByRole("heading", { level: 1, name: "Aanmelden bij Fennec" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("button", { name: "Doorgaan" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Kleurmodus" })).toBeVisible();

  // The choice is kept in the language cookie.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Aanmelden bij Fennec" })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "lng");
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

  await page.getByRole("group", { name: "Taal" }).getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Fennec" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-BE" });

  test("Accept-Language picks Dutch", async ({ page }) => {
    await page.goto("/login");
    await expect(
      page.getByRole("heading", { level: 1, name: "Aanmelden bij Fennec" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  });

  test("the staff navigation is in Dutch", async ({ page }) => {
    await signIn(page, undefined, { language: "nl" });
    await page.goto("/");
    const navigation = page.getByRole("navigation", { name: "Hoofdnavigatie" });
    await expect(navigation.getByRole("link", { name: "Te verwerken" })).toBeVisible();
    await expect(navigation.getByRole("link", { name: "Gebruikers" })).toBeVisible();
  });
});
