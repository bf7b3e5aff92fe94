import { expect, test } from "@playwright/test";

test("Continue on the login page answers with a flash toast", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL("/login");
  const toast = page.getByText("Sign-in is not configured yet");
  await expect(toast).toBeVisible();
  await expect(page.getByText("Single sign-on will be available soon.")).toBeVisible();

  // Sonner's close button with JavaScript, a CSS-only close control without.
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByLabel("Close", { exact: true })
    .click();
  await expect(toast).toBeHidden();

  // A flash message shows once.
  await page.reload();
  await expect(page.getByText("Sign-in is not configured yet")).toBeHidden();
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("the flash toast is translated", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Doorgaan" }).click();
    await expect(page.getByText("Aanmelden is nog niet ingesteld")).toBeVisible();
  });
});
