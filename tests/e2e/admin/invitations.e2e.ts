import { expect, type Page, test } from "@playwright/test";
import { apiAs, uniqueEmail } from "../support/api-as";
import { oostAdmin, signIn, startSignedIn } from "../support/sign-in";
import { switchTenant } from "../support/tenant";

// Issue 13, item 1: someone with an account elsewhere is invited, never taken over.

async function addUser(page: Page, email: string) {
  const form = page.getByRole("region", { name: "Add a user" });
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("First name").fill("Taken");
  await form.getByLabel("Last name").fill("Over");
  await form.getByLabel("Role").selectOption({ label: "Operator" });
  await form.getByLabel("Initial password", { exact: true }).fill("an-administrators-guess");
  await form.getByRole("button", { name: "Add user" }).click();
}

test("a user of another tenant is invited, accepts on their home page and keeps their tenant", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Three browser sign-ins and two tenants' screens: more than a minute on a loaded 2-core machine.
  test.slow();
  // Olga works in Oost Wholesale, with an account Oost's administrator made.
  const email = uniqueEmail("olga", testInfo.project.name);
  const password = "olgas-own-password";
  const oostContext = await browser.newContext();
  const oost = await oostContext.newPage();
  await startSignedIn(oost, oostAdmin);
  const created = await (await apiAs(oostContext, request)).post("/api/identity/users", {
    email,
    first_name: "Olga",
    last_name: "Oost",
    role: "operator",
    password,
  });
  expect(created.status()).toBe(201);
  await oostContext.close();

  // Demo's administrator adds her address: an invitation, nothing of her account shown.
  await startSignedIn(page);
  await page.goto("/admin/users");
  await addUser(page, email);
  await expect(page.getByText(`${email} has been invited`)).toBeVisible();
  const invitations = page.getByRole("table", { name: "Invitations to join Demo Wholesale" });
  await expect(invitations.getByRole("rowheader", { name: email })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`No users match “${email}”.`)).toBeVisible();

  // Olga signs in with her own password (the administrator's guess is not hers) in Oost.
  const olgaContext = await browser.newContext();
  const olga = await olgaContext.newPage();
  await signIn(olga, { email, password });
  await olga.goto("/");
  await expect(olga).toHaveTitle(/Oost Wholesale/);
  const card = olga.getByRole("region", { name: "Invitations" });
  await expect(card.getByText("You are invited to join Demo Wholesale")).toBeVisible();
  await card.getByRole("button", { name: "Accept the invitation to Demo Wholesale" }).click();
  await expect(olga.getByText("You have joined Demo Wholesale")).toBeVisible();
  await expect(olga.getByRole("region", { name: "Invitations" })).toHaveCount(0);
  // Still in Oost, where she joined first; she switches when she wants to.
  await expect(olga).toHaveTitle(/Oost Wholesale/);
  await switchTenant(olga, "Demo Wholesale");

  // She signs out and in again on this device: she resumes in the tenant she used last.
  await olga.getByRole("button", { name: "Account menu of Olga Oost" }).click();
  await olga.getByRole("button", { name: "Sign out" }).click();
  await expect(olga).toHaveURL("/login");
  await signIn(olga, { email, password });
  await olga.goto("/");
  await expect(olga).toHaveTitle(/Demo Wholesale/);
  await olgaContext.close();

  // Demo's administrator now sees her as a member, with the name she chose.
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  const users = page.getByRole("table", { name: "Users of Demo Wholesale" });
  await expect(users.getByRole("rowheader", { name: "Olga Oost" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: email })).toHaveCount(0);
});

test("an invitation can be withdrawn, and a declined one is gone", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Several browser sign-ins: more than a minute on a loaded 2-core machine.
  test.slow();
  const email = uniqueEmail("otto", testInfo.project.name);
  const password = "ottos-own-password";
  const oostContext = await browser.newContext();
  const oost = await oostContext.newPage();
  await startSignedIn(oost, oostAdmin);
  const oostApi = await apiAs(oostContext, request);
  await oostApi.post("/api/identity/users", {
    email,
    first_name: "Otto",
    last_name: "Oost",
    role: "operator",
    password,
  });
  await oostContext.close();

  await startSignedIn(page);
  await page.goto("/admin/users");
  await addUser(page, email);
  await expect(page.getByText(`${email} has been invited`)).toBeVisible();
  await page.getByRole("button", { name: `Withdraw ${email}` }).click();
  await expect(page.getByText("The invitation has been withdrawn")).toBeVisible();

  // Invited again, and declined by Otto.
  await addUser(page, email);
  await expect(page.getByText(`${email} has been invited`)).toBeVisible();
  const ottoContext = await browser.newContext();
  const otto = await ottoContext.newPage();
  await signIn(otto, { email, password });
  await otto.goto("/");
  await otto.getByRole("button", { name: "Decline the invitation to Demo Wholesale" }).click();
  await expect(otto.getByText("The invitation has been declined")).toBeVisible();
  await expect(otto.getByRole("region", { name: "Invitations" })).toHaveCount(0);
  await ottoContext.close();

  await page.goto("/admin/users");
  await expect(page.getByRole("rowheader", { name: email })).toHaveCount(0);
});

test("someone no tenant is open to accepts an invitation and carries on signing in", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = uniqueEmail("ida", testInfo.project.name);
  const password = "idas-own-password";
  const oostContext = await browser.newContext();
  const oost = await oostContext.newPage();
  await startSignedIn(oost, oostAdmin);
  const oostApi = await apiAs(oostContext, request);
  const created = await (
    await oostApi.post("/api/identity/users", {
      email,
      first_name: "Ida",
      last_name: "Idle",
      role: "operator",
      password,
    })
  ).json();
  // Ida left Oost: shut out there, her account stays hers.
  await oostApi.put(`/api/identity/users/${created.data.id}`, { role: "operator", active: false });
  await oostContext.close();

  await startSignedIn(page);
  await page.goto("/admin/users");
  await addUser(page, email);
  await expect(page.getByText(`${email} has been invited`)).toBeVisible();

  const idaContext = await browser.newContext();
  const ida = await idaContext.newPage();
  await signIn(ida, { email, password });
  await expect(ida).toHaveURL("/errors/authorization-failed");
  await ida
    .getByRole("region", { name: "Invitations" })
    .getByRole("button", { name: "Accept the invitation to Demo Wholesale" })
    .click();
  await expect(ida).toHaveURL(/\/(to-process|validate)$/);
  await expect(ida).toHaveTitle(/Demo Wholesale/);
  await idaContext.close();
});
