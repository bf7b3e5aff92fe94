import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { admin, oostAdmin, signIn, signInAndLand, startSignedIn } from "../support/sign-in";

// A tenant's settings are shared by every test of the run. The `js` project changes Demo
// Wholesale's, the `no-js` project those of Oost Wholesale (a tenant of its own), one test after
// the other, and puts them back; tenant names are left alone (page titles elsewhere show them),
// and the other tests accept either landing page.
test.describe.configure({ mode: "serial" });

test("automatic processing sends sign-in to Validate, and To process too", async ({
  page,
}, testInfo) => {
  // Two browser sign-ins and a setting changed and restored: near a minute on a loaded machine.
  test.slow();
  const [account, tenantName] =
    testInfo.project.name === "js" ? [admin, "Demo Wholesale"] : [oostAdmin, "Oost Wholesale"];
  await signInAndLand(page, account);
  await page.goto("/admin/settings");
  await expect(page).toHaveTitle(`Fennec — ${tenantName} — Settings`);
  await expect(page.getByLabel("Tenant name")).toHaveValue(tenantName);
  const autoProcess = page.getByLabel("Process incoming orders automatically");

  try {
    await autoProcess.check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expect(autoProcess).toBeChecked();

    await page.goto("/to-process");
    await expect(page).toHaveURL("/validate");
    await expect(page.getByText("Nothing to validate")).toBeVisible();

    await page.getByRole("button", { name: /^Account menu of / }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, account);
    await expect(page).toHaveURL("/validate");
  } finally {
    await page.goto("/admin/settings");
    await page.getByLabel("Process incoming orders automatically").uncheck();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
  }

  await page.getByRole("button", { name: /^Account menu of / }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, account);
  await expect(page).toHaveURL("/to-process");
  await expect(page.getByRole("heading", { level: 1, name: "To process" })).toBeVisible();
  await expect(page.getByText("Nothing to process")).toBeVisible();
});

test("the tenant's time zone is kept", async ({ page }, testInfo) => {
  const account = testInfo.project.name === "js" ? admin : oostAdmin;
  await startSignedIn(page, account);
  await page.goto("/admin/settings");
  const timeZone = page.getByLabel("Time zone");
  await expect(timeZone).toHaveValue("Europe/Brussels");
  try {
    await timeZone.selectOption("Europe/Amsterdam");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Amsterdam");

    // A zone kept under an older name (set through the API) shows and saves as it is.
    const api = await apiAs(page.context(), page.request);
    const current = (await (await api.get("/api/settings")).json()).data;
    expect((await api.put("/api/settings", { ...current, timeZone: "US/Eastern" })).status()).toBe(
      200,
    );
    await page.reload();
    await expect(page.getByLabel("Time zone")).toHaveValue("US/Eastern");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expect(page.getByLabel("Time zone")).toHaveValue("US/Eastern");
  } finally {
    await page.getByLabel("Time zone").selectOption("Europe/Brussels");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
  }
});

test("an empty tenant name is refused next to the field", async ({ page }) => {
  await startSignedIn(page);
  await page.goto("/admin/settings");
  await page.getByLabel("Tenant name").fill("   ");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Enter the tenant's name.")).toBeVisible();
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("the settings page is in Dutch", async ({ page }) => {
    await signIn(page, undefined, { language: "nl" });
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Instellingen" })).toBeVisible();
    await expect(page.getByLabel("Binnenkomende orders automatisch verwerken")).toBeVisible();
  });
});
