import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { chooseDutch } from "../support/language";
import { startSignedIn } from "../support/sign-in";

// Both projects share one database and run in parallel, in Demo Wholesale: every client's name
// carries the project and a stamp, and rows are found by name.

const unique = (project: string) => `${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const table = (page: Page) => page.getByRole("table", { name: "API clients of Demo Wholesale" });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });

/** Asks for a confirmation: a button and a dialog with JavaScript, a link and a section without. */
async function openConfirmation(page: Page, project: string, opener: string, title: string) {
  await page.getByRole(project === "no-js" ? "link" : "button", { name: opener }).click();
  const confirmation = page.getByRole(project === "no-js" ? "region" : "dialog", { name: title });
  await expect(confirmation).toBeVisible();
  return confirmation;
}

/** What an integrator does with the credentials: the client-credentials grant at /oauth/token. */
const tokenFor = (request: APIRequestContext, clientId: string, clientSecret: string) =>
  request.post("/oauth/token", {
    form: { grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret },
  });

/** The credentials shown once; with JavaScript the secret is taken with its copy button. */
async function readCredentials(page: Page, project: string) {
  const clientId = await page.getByLabel("Client ID", { exact: true }).inputValue();
  const secretField = page.getByLabel("Client secret", { exact: true });
  await expect(secretField).toHaveAttribute("readonly", "");
  const shown = await secretField.inputValue();
  const copy = page.getByRole("button", { name: "Copy the client secret" });
  if (project === "no-js") {
    await expect(copy).toHaveCount(0);
    return { clientId, clientSecret: shown };
  }
  await copy.click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  return { clientId, clientSecret: copied };
}

test("an administrator creates an API client, copies its secret, revokes it and deletes it", async ({
  page,
  context,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  if (project !== "no-js") await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const name = `ERP pull ${unique(project)}`;
  const year = new Date().getUTCFullYear() + 1;

  await startSignedIn(page);
  await page.goto("/admin/api-clients");
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — API clients");
  await expect(page.getByRole("link", { name: "API reference" })).toHaveAttribute(
    "href",
    "/api/docs",
  );
  expect((await request.get("/api/docs")).status()).toBe(200);

  // The form is a page of its own (the empty layout: no navigation).
  await page.getByRole("link", { name: "New API client" }).click();
  await expect(page).toHaveURL(/\/admin\/api-clients\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New API client" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Expires", { exact: true }).check();
  await page.getByLabel("Expiration date").fill(`${year}-06-30`);
  await page.getByLabel("Read reference data").check();
  await page.getByRole("button", { name: "Create API client" }).click();

  // The credentials, this once.
  await expect(page.getByText(`API client ${name} has been created.`)).toBeVisible();
  await expect(
    page.getByText("Copy the client secret now: it will not be shown again."),
  ).toBeVisible();
  const first = await readCredentials(page, project);
  expect(first.clientSecret.length).toBeGreaterThanOrEqual(20);

  // The secret works: the client-credentials grant answers an access token.
  const granted = await tokenFor(request, first.clientId, first.clientSecret);
  expect(granted.status()).toBe(200);
  const token = await granted.json();
  expect(token.token_type).toBe("Bearer");
  expect(token.access_token.length).toBeGreaterThanOrEqual(10);
  // Used on a route its one permission allows: the list shows when.
  const used = await request.get("/api/dynamic-assets/asset-types", {
    headers: { Authorization: `Bearer ${token.access_token}`, Accept: "application/json" },
  });
  expect(used.status()).toBe(200);

  await page.getByRole("link", { name: "Continue to the API client" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `API client ${name}` })).toBeVisible();
  expect(await page.content()).not.toContain(first.clientSecret);
  // Its form as saved: the day chosen, the one permission.
  await expect(page.getByLabel("Expires", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Expiration date")).toHaveValue(`${year}-06-30`);
  await expect(page.getByLabel("Read reference data")).toBeChecked();
  await expect(page.getByLabel("Read order data")).not.toBeChecked();

  // The list: its permission, its expiration in the user's language, active.
  await page.getByRole("link", { name: "Back to API clients" }).click();
  const row = rowOf(page, name);
  await expect(row).toContainText("Read reference data");
  await expect(row).not.toContainText("Write reference data");
  await expect(row).toContainText(`30 Jun ${year}`);
  await expect(row).toContainText("Active");
  await expect(row.locator(`time:not([datetime^="${year}-06-30"])`)).toBeVisible();
  await expect(row).not.toContainText("Never");
  await row.getByRole("link", { name: `Open ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/api-clients\/[^/]+$/);
  const clientPath = new URL(page.url()).pathname;

  // A change is saved with a toast; the form shows it as saved.
  await page.getByLabel("Write reference data").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Changes to ${name} saved`)).toBeVisible();
  await expect(page.getByLabel("Write reference data")).toBeChecked();
  await expect(page.getByLabel("Read reference data")).toBeChecked();

  // Revoking takes a confirmation, then shows new credentials, once.
  const revoke = await openConfirmation(
    page,
    project,
    "Revoke and generate new credentials",
    `Revoke the credentials of ${name}?`,
  );
  await revoke.getByRole("button", { name: "Revoke and generate new credentials" }).click();
  await expect(page.getByText(`The credentials of ${name} have been revoked.`)).toBeVisible();
  await expect(revoke).toBeHidden();
  const second = await readCredentials(page, project);
  expect(second.clientSecret).not.toBe(first.clientSecret);
  expect((await tokenFor(request, first.clientId, first.clientSecret)).ok()).toBe(false);
  expect((await tokenFor(request, second.clientId, second.clientSecret)).status()).toBe(200);
  await page.goto(clientPath);
  expect(await page.content()).not.toContain(second.clientSecret);

  // Deleting takes a confirmation too; cancelling keeps the client.
  const title = `Delete ${name}?`;
  const cancel = await openConfirmation(page, project, "Delete API client", title);
  await cancel.getByRole(project === "no-js" ? "link" : "button", { name: "Cancel" }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: `API client ${name}` })).toBeVisible();
  const remove = await openConfirmation(page, project, "Delete API client", title);
  await remove.getByRole("button", { name: "Delete API client" }).click();
  await expect(page).toHaveURL(/\/admin\/api-clients$/);
  await expect(page.getByText("The API client has been deleted")).toBeVisible();
  await expect(page.getByRole("rowheader", { name, exact: true })).toHaveCount(0);
  expect((await tokenFor(request, second.clientId, second.clientSecret)).ok()).toBe(false);
});

test("without a permission the form says 'At least one permission must be selected'", async ({
  page,
}, testInfo) => {
  const name = `No rights ${unique(testInfo.project.name)}`;
  await startSignedIn(page);
  await page.goto("/admin/api-clients/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Create API client" }).click();

  const permissions = page.getByRole("group", { name: "Permissions" });
  await expect(permissions.getByText("At least one permission must be selected")).toBeVisible();
  await expect(permissions).toHaveAccessibleDescription(/At least one permission must be selected/);
  await expect(page.getByText(`API client ${name} has been created.`)).toHaveCount(0);

  // A name is needed as well, said next to it in the same submit.
  await page.getByLabel("Name", { exact: true }).fill("");
  await page.getByRole("button", { name: "Create API client" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    "Enter a name.",
  );
  await expect(permissions.getByText("At least one permission must be selected")).toBeVisible();

  // In Dutch.
  await chooseDutch(page);
  await page.goto("/admin/api-clients/new");
  await page.getByLabel("Naam", { exact: true }).fill(name);
  await page.getByRole("button", { name: "API-client aanmaken" }).click();
  await expect(
    page.getByRole("group", { name: "Rechten" }).getByText("Kies minstens één recht"),
  ).toBeVisible();

  await page.goto("/admin/api-clients");
  await expect(page.getByRole("heading", { level: 1, name: "API-clients" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name, exact: true })).toHaveCount(0);
});

test("an API client that does not exist is a 404", async ({ page }) => {
  await startSignedIn(page);
  const id = "00000000-0000-4000-8000-000000000000";
  const response = await page.goto(`/admin/api-clients/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`API client with ID ${id} not found`)).toBeVisible();
});
