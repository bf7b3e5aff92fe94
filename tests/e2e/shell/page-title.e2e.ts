import { expect, test } from "@playwright/test";

test("the page title is product — page subtitle", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle("Fennec — Sign in");

  await page
    .getByRole("group", { name: "Language" })
    .getByRole("button", { name: "Nederlands" })
    .click();
  await expect(page).toHaveTitle("Fennec — Aanmelden");
});
