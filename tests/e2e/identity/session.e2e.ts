import { expect, test } from "@playwright/test";
import { sessionCookie, tokenFromCookie } from "../support/session-cookies";
import { signInAndLand } from "../support/sign-in";

const clientId = "fennec-web";

test("an access token the server no longer accepts is refreshed without the user noticing", async ({
  page,
  context,
}) => {
  // A signed access cookie whose token the server rejects: the one of an earlier, ended sign-in
  // (revoking a token ends its whole grant, so an expired token is made this way).
  await signInAndLand(page);
  const oldAccessCookie = await sessionCookie(context, "fennec-access");
  const oldAccessToken = await tokenFromCookie(context, "fennec-access");
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu of Demo Administrator" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");

  await signInAndLand(page);
  const refreshToken = await tokenFromCookie(context, "fennec-refresh");
  if (!oldAccessCookie) throw new Error("no access cookie");
  await context.addCookies([oldAccessCookie]);
  expect(await tokenFromCookie(context, "fennec-access")).toBe(oldAccessToken);

  await page.goto("/");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Fennec" })).toBeVisible();
  // New tokens, the refresh token rotated, both stored in the cookies again.
  const renewed = await tokenFromCookie(context, "fennec-access");
  expect(renewed).not.toBe(oldAccessToken);
  expect(await tokenFromCookie(context, "fennec-refresh")).not.toBe(refreshToken);

  // And they work: the next page needs no further refresh.
  await page.goto("/validate");
  await expect(page.getByRole("heading", { level: 1, name: "Validate" })).toBeVisible();
  expect(await tokenFromCookie(context, "fennec-access")).toBe(renewed);
});

test("an access cookie past its day is renewed from the refresh token", async ({
  page,
  context,
}) => {
  await signInAndLand(page);
  await context.clearCookies({ name: "fennec-access" });

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Fennec" })).toBeVisible();
  expect(await sessionCookie(context, "fennec-access")).toBeDefined();
});

test("a failed refresh ends the session on /login", async ({ page, context, request }) => {
  await signInAndLand(page);
  const accessToken = await tokenFromCookie(context, "fennec-access");
  const refreshToken = await tokenFromCookie(context, "fennec-refresh");

  // The grant ends (as when an administrator revokes it): neither token works any more.
  const ended = await request.post("/oauth/logout", {
    form: { token: refreshToken ?? "", client_id: clientId },
  });
  expect(ended.ok()).toBe(true);
  await request.post("/oauth/token/revocation", {
    form: { token: accessToken ?? "", client_id: clientId },
  });

  await page.goto("/");
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Fennec" })).toBeVisible();
  expect(await sessionCookie(context, "fennec-access")).toBeUndefined();
  expect(await sessionCookie(context, "fennec-refresh")).toBeUndefined();
});

test("signing out revokes the tokens at the server", async ({ page, context, request }) => {
  await signInAndLand(page);
  const accessToken = await tokenFromCookie(context, "fennec-access");

  await page.goto("/");
  await page.getByRole("button", { name: "Account menu of Demo Administrator" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");

  const me = await request.get("/api/identity/me", {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
  });
  expect(me.status()).toBe(401);
});
