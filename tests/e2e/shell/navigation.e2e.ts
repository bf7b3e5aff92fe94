import { expect, test } from "@playwright/test";
import { preferenceSaved } from "../support/preferences";
import { startSignedIn } from "../support/sign-in";

test.beforeEach(async ({ page }) => {
  await startSignedIn(page);
});

test("home shows an administrator the staff areas, the admin links and the version", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Home");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Fennec" })).toBeVisible();

  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  for (const name of ["To process", "Validate", "Order inquiries", "Archive", "Reference data"]) {
    await expect(navigation.getByRole("link", { name })).toBeVisible();
  }
  for (const name of [
    "Users",
    "Channels",
    "Integrations",
    "Asset types",
    "Webhooks",
    "API clients",
  ]) {
    await expect(navigation.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.getByText(/Fennec version \S+/)).toBeVisible();
});

test("the sidebar keeps its sections and links in one order on every page", async ({ page }) => {
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  const linksOn = async (path: string) => {
    await page.goto(path);
    return navigation.getByRole("link").allTextContents();
  };
  const home = await linksOn("/");
  expect(home.indexOf("Validate")).toBeLessThan(home.indexOf("Users"));
  for (const path of ["/admin/users", "/admin/settings", "/archive", "/reference-data"]) {
    expect(await linksOn(path), path).toEqual(home);
  }
});

test("the Administration card leads where the sidebar's Administration section starts", async ({
  page,
}) => {
  await page.goto("/");
  const administration = page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("region", { name: "Administration" });
  const firstLink = administration.getByRole("link").first();
  await expect(firstLink).toHaveText("Dashboard");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Administration" }),
  ).toHaveAttribute("href", (await firstLink.getAttribute("href")) ?? "");

  await page.getByRole("main").getByRole("link", { name: "Administration" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Asset types" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Asset types" })).toBeVisible();
});

test("the sidebar collapses and expands, and remembers it", async ({ page }) => {
  await page.goto("/");
  const navigation = page.getByRole("navigation", { name: "Main navigation" });

  // With JavaScript the sidebar collapses at once; the choice is saved by a POST that must land
  // before the reload (without, the POST is the page's own navigation).
  const saved = preferenceSaved(page);
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  // Collapsed to icons: the links keep their names.
  await expect(navigation.getByRole("link", { name: "To process" })).toBeVisible();
  await saved;
  // The response can be seen before the browser has stored its cookie: wait for the cookie.
  await expect
    .poll(async () =>
      (await page.context().cookies()).some((cookie) => cookie.name === "fennec-sidebar"),
    )
    .toBe(true);

  await page.reload();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();

  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the sidebar opens from the header and closes on navigation", async ({ page }) => {
    await page.goto("/");
    const navigation = page.getByRole("navigation", { name: "Main navigation" });
    await expect(navigation).toBeHidden();

    await page.getByRole("button", { name: "Open sidebar" }).click();
    await expect(navigation.getByRole("link", { name: "Validate" })).toBeVisible();
    await page.getByRole("button", { name: "Close sidebar" }).click();
    await expect(navigation).toBeHidden();

    await page.getByRole("button", { name: "Open sidebar" }).click();
    await navigation.getByRole("link", { name: "Home" }).click();
    await expect(navigation).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Fennec" })).toBeVisible();
  });

  test("the display preferences open and close", async ({ page }) => {
    await page.goto("/");
    const preferences = page.getByRole("button", { name: "Display preferences" });
    await preferences.click();
    await expect(page.getByRole("group", { name: "Colour mode" })).toBeVisible();
    await preferences.click();
    await expect(page.getByRole("group", { name: "Colour mode" })).toBeHidden();
  });
});
