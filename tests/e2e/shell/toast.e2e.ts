import { expect, test } from "@playwright/test";
import { signInAndLand } from "../support/sign-in";

test("signing out answers with a flash toast, shown once", async ({ page }) => {
  await signInAndLand(page);
  await page.getByRole("button", { name: "Account menu of Demo Administrator" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();

  await expect(page).toHaveURL("/login");
  const toast = page.getByText("You are signed out");
  await expect(toast).toBeVisible();
  await expect(page.getByText("Sign in again to continue working.")).toBeVisible();

  // Sonner's close button with JavaScript, a CSS-only close control without.
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByLabel("Close", { exact: true })
    .click();
  await expect(toast).toBeHidden();

  // A flash message shows once.
  await page.reload();
  await expect(page.getByText("You are signed out")).toBeHidden();
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("the flash toast is translated", async ({ page }) => {
    await signInAndLand(page, undefined, { language: "nl" });
    await page.getByRole("button", { name: "Accountmenu van Demo Administrator" }).click();
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(page.getByText("Je bent afgemeld")).toBeVisible();
  });
});
