import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { noordOperator, signIn, startSignedIn } from "../support/sign-in";

/** The page is inside the app: sidebar, tenant and user menu are still there. */
async function expectInsideTheLayout(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Account menu of / })).toBeVisible();
  await expect(page.getByRole("button", { name: "Display preferences" })).toBeVisible();
}

test("a signed-in user meets an unknown path inside the app, with the tenant in the title", async ({
  page,
}) => {
  await startSignedIn(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expectInsideTheLayout(page);
  await expect(page.getByRole("heading", { level: 1, name: "Not Found" })).toBeVisible();
  await expect(page.getByText("Page Not Found: /no-such-page")).toBeVisible();
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Error 404");

  // The way on: the sidebar, and Back to home.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", {
      name: "Archive",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Archive" })).toBeVisible();
});

test("an unknown order answers Page Not Found with the API's message, inside the app", async ({
  page,
}) => {
  await startSignedIn(page);
  const id = randomUUID();
  for (const path of [`/validate/${id}`, `/order-inquiries/${id}`, `/archive/${id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expectInsideTheLayout(page);
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
    await expect(page.getByText(`Order inquiry with ID ${id} not found`)).toBeVisible();
  }
});

test("an unknown reference-data entry answers Page Not Found with the API's message", async ({
  page,
  request,
}) => {
  await startSignedIn(page);
  const api = await apiAs(page.context(), request);
  const types: { data: { id: string; key: string }[] } = await (
    await api.get("/api/dynamic-assets/asset-types")
  ).json();
  const products = types.data.find((type) => type.key === "products");
  const id = randomUUID();
  const response = await page.goto(`/reference-data?type=${products?.id}&entry=${id}`);
  expect(response?.status()).toBe(404);
  await expectInsideTheLayout(page);
  await expect(page.getByText("Page Not Found: /reference-data")).toBeVisible();
  await expect(page.getByText(`Entry with ID ${id} not found`)).toBeVisible();
});

test("an operator meets 403 and 404 inside the app", async ({ page }) => {
  await startSignedIn(page, noordOperator);
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expectInsideTheLayout(page);
  await expect(page.getByRole("heading", { level: 1, name: "Forbidden" })).toBeVisible();
  await expect(page.getByText("You do not have permission to open this page.")).toBeVisible();
  await expect(page).toHaveTitle("Fennec — Noord Wholesale — Error 403");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");

  const missing = await page.goto("/validate/no-such-order");
  expect(missing?.status()).toBe(404);
  await expectInsideTheLayout(page);
  await expect(page.getByText("Page Not Found: /validate/no-such-order")).toBeVisible();
  await expect(page.getByText("Order inquiry with ID no-such-order not found")).toBeVisible();
  await expect(page).toHaveTitle("Fennec — Noord Wholesale — Error 404");
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("the 404 inside the app is in Dutch", async ({ page }) => {
    await signIn(page, undefined, { language: "nl" });
    const response = await page.goto("/nergens");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "Hoofdnavigatie" })).toBeVisible();
    await expect(page.getByText("Pagina niet gevonden: /nergens")).toBeVisible();
    await expect(page.getByRole("link", { name: "Terug naar start" })).toBeVisible();
  });
});
