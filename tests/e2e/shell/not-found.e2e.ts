import { expect, test } from "@playwright/test";
import { startSignedIn } from "../support/sign-in";

test("an unknown path answers 404 with the error screen", async ({ page }) => {
  await startSignedIn(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);

  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Not Found" })).toBeVisible();
  await expect(page.getByText("Page Not Found: /no-such-page")).toBeVisible();
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Error 404");

  // Signed in, "Back to home" is home; signed out it would be the way to /login.

  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Fennec" })).toBeVisible();
});

test("a path that is not valid percent-encoding is not found either, named as it came", async ({
  page,
}) => {
  await startSignedIn(page);
  const response = await page.goto("/nope%E0%A4%A");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /nope%E0%A4%A")).toBeVisible();
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("the error screen is translated", async ({ page }) => {
    const response = await page.goto("/nergens");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Pagina niet gevonden: /nergens")).toBeVisible();
    await expect(page.getByRole("link", { name: "Terug naar start" })).toBeVisible();
    await expect(page).toHaveTitle("Fennec — Fout 404");
  });
});

test("crawlers and curl get a plain 404 line instead of the error page", async ({ request }) => {
  const response = await request.get("/no-such-page", {
    headers: {
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    },
  });
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(await response.text()).toBe("404 Page Not Found: /no-such-page");
});

test("signed out, Back to home leads to sign-in", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/login");
});
