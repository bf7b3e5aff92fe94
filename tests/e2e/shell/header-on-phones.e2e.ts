import { expect, type Page, test } from "@playwright/test";
import { expectControlsFit, expectHeaderFits } from "../support/header-layout";
import { startSignedIn } from "../support/sign-in";

// The administrator works in several tenants (tests/setup/e2e-server.ts): the header's busiest
// case. With the support chat configured as well, see support-chat-and-usage-analytics.

/** Chooses a colour mode in the display preferences (a plain form without JavaScript). */
async function chooseColorMode(page: Page, mode: "Light" | "Dark") {
  await page.getByRole("button", { name: "Display preferences" }).click();
  const menu = page.getByRole("region", { name: "Display preferences" });
  await expect(menu).toBeVisible();
  await expectControlsFit(page, menu);
  await menu
    .getByRole("group", { name: "Colour mode" })
    .getByRole("button", { name: mode })
    .click();
  if (mode === "Dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the header's controls fit side by side, and the tenant is switched from the drawer", async ({
      page,
    }, testInfo) => {
      await startSignedIn(page);
      await expect(page).toHaveTitle(/^Fennec — Demo Wholesale — /);

      const header = page.getByRole("banner");
      expect(await expectHeaderFits(page)).toEqual([
        "Open sidebar",
        "Fennec",
        "Display preferences",
        "Account menu of Demo Administrator",
      ]);
      // No room for the switcher in a phone's header: it is in the drawer.
      await expect(header.getByRole("combobox", { name: "Tenant" })).toHaveCount(0);

      // The account menu opens whole inside the window.
      await header.getByRole("button", { name: "Account menu of Demo Administrator" }).click();
      const account = page.getByRole("region", { name: "Your account" });
      await expect(account).toBeVisible();
      await expect(account).toContainText("Demo Wholesale");
      await expectControlsFit(page, account);
      await page.keyboard.press("Escape");
      await expect(account).toBeHidden();

      for (const mode of ["Light", "Dark"] as const) {
        await chooseColorMode(page, mode);
        await expectHeaderFits(page);
        await page.screenshot({ path: testInfo.outputPath(`header-${mode.toLowerCase()}.png`) });
        await page.getByRole("button", { name: "Open sidebar" }).click();
        const drawer = page.getByRole("complementary");
        await expect(drawer.getByRole("combobox", { name: "Tenant" })).toBeVisible();
        // The drawer's top, above its navigation (whose links scroll).
        expect(await expectControlsFit(page, drawer.locator(":scope > :not(nav)"))).toEqual([
          "Fennec",
          "Close sidebar",
          "Tenant",
          "Switch tenant",
        ]);
        await page.screenshot({ path: testInfo.outputPath(`drawer-${mode.toLowerCase()}.png`) });
        await page.getByRole("button", { name: "Close sidebar" }).click();
        await expect(drawer.getByRole("combobox", { name: "Tenant" })).toBeHidden();
      }

      // Switching: from the drawer, which closes on the way to the page in the new tenant.
      await page.getByRole("button", { name: "Open sidebar" }).click();
      const drawer = page.getByRole("complementary");
      await expect(drawer.getByRole("combobox", { name: "Tenant" })).toHaveValue(/\S/);
      await drawer
        .getByRole("combobox", { name: "Tenant" })
        .selectOption({ label: "Zuid Wholesale" });
      await drawer.getByRole("button", { name: "Switch tenant" }).click();
      await expect(page.getByText("You are now working in Zuid Wholesale")).toBeVisible();
      await expect(page).toHaveTitle(/^Fennec — Zuid Wholesale — /);
      await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
      await expectHeaderFits(page);

      await page.getByRole("button", { name: "Open sidebar" }).click();
      await expect(
        drawer.getByRole("combobox", { name: "Tenant" }).locator("option:checked"),
      ).toHaveText("Zuid Wholesale");
    });
  });
}

test.describe("between phone and desktop", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the header names the tenant and the drawer switches it", async ({ page }) => {
    await startSignedIn(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("paragraph")).toHaveText("Current tenantDemo Wholesale");
    expect(await expectHeaderFits(page)).toEqual([
      "Open sidebar",
      "Fennec",
      "Display preferences",
      "Account menu of Demo Administrator",
    ]);
    await page.getByRole("button", { name: "Open sidebar" }).click();
    await expect(
      page.getByRole("complementary").getByRole("button", { name: "Switch tenant" }),
    ).toBeVisible();
  });
});

test("on a desktop the switcher is in the header, and the drawer has none", async ({ page }) => {
  await startSignedIn(page);
  const header = page.getByRole("banner");
  await expect(header.getByRole("combobox", { name: "Tenant" })).toBeVisible();
  expect(await expectHeaderFits(page)).toEqual([
    "Tenant",
    "Switch tenant",
    "Display preferences",
    "Account menu of Demo Administrator",
  ]);
  // The sidebar is a column here: its drawer copy of the switcher stays hidden.
  await expect(page.getByRole("combobox", { name: "Tenant" })).toHaveCount(1);
});
