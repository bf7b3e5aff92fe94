import { type BrowserContext, expect, type Page } from "@playwright/test";

type Cookie = Awaited<ReturnType<BrowserContext["cookies"]>>[number];

/** The administrator the e2e server seeds (tests/setup/e2e-server.ts). */
export const admin = {
  email: process.env.FENNEC_ADMIN_EMAIL ?? "admin@demo.fennec.test",
  password: process.env.FENNEC_ADMIN_PASSWORD ?? "e2e-admin-password",
};

/** Administrator of "Oost Wholesale" only (tests/setup/e2e-server.ts). */
export const oostAdmin = { email: "admin@oost.fennec.test", password: "e2e-oost-password" };

/** Platform administrator, a member of "Oost Wholesale" (tests/setup/e2e-server.ts). */
export const platformAdmin = { email: "platform@fennec.test", password: "e2e-platform-password" };

/** Operator of "Noord Wholesale" only, beside the administrator (tests/setup/e2e-server.ts). */
export const noordOperator = {
  email: "operator@noord.fennec.test",
  password: "e2e-noord-operator",
};

const labels = {
  en: { continue: "Continue", email: "E-mail address", password: "Password", submit: "Sign in" },
  nl: { continue: "Doorgaan", email: "E-mailadres", password: "Wachtwoord", submit: "Aanmelden" },
} as const;

export type Credentials = { email: string; password: string };

/**
 * Signs in the way a person does: /login (or a guarded page), Continue, the sign-in form of the
 * authorization step, and back through /callback. Ends on the page the flow lands on.
 */
export async function signIn(
  page: Page,
  credentials: Credentials = admin,
  options: { language?: keyof typeof labels; startAt?: string } = {},
) {
  const text = labels[options.language ?? "en"];
  await page.goto(options.startAt ?? "/login");
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole("button", { name: text.continue }).click();
  await expect(page).toHaveURL(/\/sign-in\//);
  await page.getByLabel(text.email, { exact: true }).fill(credentials.email);
  await page.getByLabel(text.password, { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: text.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/(sign-in|callback|auth)\b/);
}

/** Signs in and waits for the landing page of the flow (/to-process or /validate). */
export async function signInAndLand(
  page: Page,
  credentials: Credentials = admin,
  options: { language?: keyof typeof labels } = {},
) {
  await signIn(page, credentials, options);
  await expect(page).toHaveURL(/\/(to-process|validate)$/);
}

/** Each worker's sign-in per user: its tokens, and the page the sign-in landed on. */
const workerSessions = new Map<string, { cookies: Cookie[]; landing: string }>();

/** The cookies of one sign-in: its tokens, nothing of the tenant, language or preferences. */
const tokenCookies = new Set(["fennec-access", "fennec-refresh"]);

/**
 * Starts the test signed in as `credentials`, on the landing page of the sign-in flow, for
 * tests where signing in is not what is tested. The worker's first call signs in through the
 * browser (`signInAndLand`); later calls give the test's own fresh context that sign-in's
 * tokens and nothing else (no `fennec-session`, `fennec-tenant`, `lng` or preference cookie),
 * so no test's tenant, language or preferences reach another. A test that signs out revokes
 * its tokens: it signs in with `signInAndLand` instead.
 */
export async function startSignedIn(page: Page, credentials: Credentials = admin) {
  const saved = workerSessions.get(credentials.email);
  if (saved) {
    await page.context().addCookies(saved.cookies);
    await page.goto(saved.landing);
    await expect(page).toHaveURL(/\/(to-process|validate)$/);
    return;
  }
  await signInAndLand(page, credentials);
  const cookies = (await page.context().cookies()).filter((cookie) =>
    tokenCookies.has(cookie.name),
  );
  if (cookies.length !== tokenCookies.size) throw new Error("The sign-in set no token cookies");
  workerSessions.set(credentials.email, { cookies, landing: new URL(page.url()).pathname });
}
