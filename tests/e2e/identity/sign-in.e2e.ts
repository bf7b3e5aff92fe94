import { expect, test } from "@playwright/test";
import { sessionCookie } from "../support/session-cookies";
import { admin, signIn, signInAndLand } from "../support/sign-in";

test("a signed-out visitor of / is sent to /login", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Fennec" })).toBeVisible();
});

test("sign in, land on the work queue, see tenant and role, sign out", async ({
  page,
  context,
}) => {
  await signInAndLand(page);
  await expect(page).toHaveTitle(/^Fennec — Demo Wholesale — (To process|Validate)$/);

  // The tokens live in HttpOnly, SameSite=Strict cookies; the PKCE state cookie is gone.
  for (const name of ["fennec-access", "fennec-refresh"]) {
    const cookie = await sessionCookie(context, name);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Strict");
  }
  const access = await sessionCookie(context, "fennec-access");
  const refresh = await sessionCookie(context, "fennec-refresh");
  const now = Date.now() / 1000;
  expect(access?.expires).toBeGreaterThan(now + 23.9 * 3600);
  expect(access?.expires).toBeLessThan(now + 24.1 * 3600);
  expect(refresh?.expires).toBeGreaterThan(now + 47.9 * 3600);
  expect(refresh?.expires).toBeLessThan(now + 48.1 * 3600);
  expect((await context.cookies()).some((cookie) => cookie.name.startsWith("fennec-oauth"))).toBe(
    false,
  );

  await page.goto("/");
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Home");
  const account = page.getByRole("region", { name: "Hello, Demo" });
  await expect(account.getByText("Demo Wholesale")).toBeVisible();
  await expect(account.getByText("Administrator")).toBeVisible();
  await expect(account.getByText(admin.email)).toBeVisible();

  await page.getByRole("button", { name: "Account menu of Demo Administrator" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByText("You are signed out")).toBeVisible();
  expect(await sessionCookie(context, "fennec-access")).toBeUndefined();
  expect(await sessionCookie(context, "fennec-refresh")).toBeUndefined();

  // Signed out means signed out: the guarded pages send the browser back to /login.
  await page.goto("/");
  await expect(page).toHaveURL("/login");
});

test("a wrong password or an unknown e-mail gets one message; the e-mail stays, the password does not", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/sign-in\//);

  for (const email of [admin.email, "nobody@example.test"]) {
    await page.getByLabel("E-mail address", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The e-mail address or password is incorrect.",
    );
    await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  }
  expect(await page.content()).not.toContain("not-the-password");

  // The same page still signs in with the right password.
  await page.getByLabel("E-mail address", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/(to-process|validate)$/);
});

test("a guarded page asks to sign in and is shown afterwards", async ({ page }) => {
  await page.goto("/admin/users?search=admin");
  await expect(page).toHaveURL("/login?redirectTo=%2Fadmin%2Fusers%3Fsearch%3Dadmin");
  await signIn(page, admin, { startAt: page.url() });
  await expect(page).toHaveURL("/admin/users?search=admin");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
});

test("/login is for guests: a signed-in user goes home", async ({ page }) => {
  await signInAndLand(page);
  await page.goto("/login");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Fennec" })).toBeVisible();
});

test("an expired sign-in page says so and starts again", async ({ page }) => {
  const response = await page.goto("/sign-in/no-such-interaction");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "This sign-in has expired" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Start again" }).click();
  await expect(page).toHaveURL("/login");
});

test("a callback that does not belong to a sign-in ends on /auth-error", async ({ page }) => {
  await page.goto("/callback?code=forged&state=forged");
  await expect(page).toHaveURL("/auth-error");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign-in could not be completed" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Sign in again" }).click();
  await expect(page).toHaveURL("/login");
});

// Failed sign-ins count per account (5 per 15 minutes); the e2e server lifts the per-IP limit,
// since every test signs in from 127.0.0.1.
test("after five failed attempts the account is throttled, with a clear message", async ({
  page,
}, testInfo) => {
  const email = `throttled-${testInfo.project.name}-${Date.now()}@example.test`;
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue" }).click();
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel("E-mail address", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The e-mail address or password is incorrect.",
    );
  }
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    /^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/,
  );
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("sign in, land, sign out, all in Dutch", async ({ page }) => {
    await signInAndLand(page, admin, { language: "nl" });
    await expect(page).toHaveTitle(/^Fennec — Demo Wholesale — (Te verwerken|Valideren)$/);
    await expect(
      page.getByRole("heading", { level: 1, name: /^(Te verwerken|Valideren)$/ }),
    ).toBeVisible();
    await expect(page.getByText(/^Niets te (verwerken|valideren)$/)).toBeVisible();

    await page.getByRole("button", { name: "Accountmenu van Demo Administrator" }).click();
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByText("Je bent afgemeld")).toBeVisible();
  });

  test("the sign-in page and its error are in Dutch", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Doorgaan" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Aanmelden bij Fennec" }),
    ).toBeVisible();
    await page.getByLabel("E-mailadres", { exact: true }).fill("niemand@example.test");
    await page.getByLabel("Wachtwoord", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Aanmelden", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Het e-mailadres of wachtwoord is onjuist.");
  });
});
