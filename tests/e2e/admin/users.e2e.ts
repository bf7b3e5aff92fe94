import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "../support/api-as";
import { signIn, signInAndLand, startSignedIn } from "../support/sign-in";

async function createUser(
  page: Page,
  user: { email: string; firstName: string; lastName: string; role: string; password: string },
) {
  const form = page.getByRole("region", { name: "Add a user" });
  await form.getByLabel("E-mail address").fill(user.email);
  await form.getByLabel("First name").fill(user.firstName);
  await form.getByLabel("Last name").fill(user.lastName);
  await form.getByLabel("Role").selectOption({ label: user.role });
  await form.getByLabel("Initial password", { exact: true }).fill(user.password);
  await form.getByRole("button", { name: "Add user" }).click();
}

test("an administrator adds, finds, edits, deactivates and removes a user", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("ann", testInfo.project.name);
  await startSignedIn(page);
  await page.goto("/admin/users");
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Users");
  await expect(page.getByRole("table", { name: "Users of Demo Wholesale" })).toBeVisible();

  // Create: mistakes are marked next to their fields (by the browser's checks or by ours).
  await createUser(page, {
    email,
    firstName: "Ann",
    lastName: "Peeters",
    role: "Operator",
    password: "short",
  });
  const create = page.getByRole("region", { name: "Add a user" });
  await expect(create.getByText("The password must be at least 12 characters long.")).toBeVisible();
  await create.getByLabel("Initial password", { exact: true }).fill("a-good-initial-password");
  await create.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText(`${email} has been added`)).toBeVisible();

  // The new user is opened for editing; search finds them.
  await expect(page.getByRole("heading", { level: 2, name: "Edit Ann Peeters" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole("table", { name: "Users of Demo Wholesale" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("rowheader", { name: "Ann Peeters" })).toBeVisible();

  // Change the membership: role, and deactivate in this tenant. The name is Ann's own.
  await table.getByRole("link", { name: "Edit Ann Peeters" }).click();
  const edit = page.getByRole("region", { name: "Edit Ann Peeters" });
  await expect(edit.getByLabel("Last name")).toHaveCount(0);
  await expect(edit.getByLabel("Role").getByRole("option")).toHaveText([
    "Operator",
    "Administrator",
  ]);
  await edit.getByLabel("Role").selectOption({ label: "Administrator" });
  await edit.getByLabel("Active in this tenant").uncheck();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Changes to ${email} saved`)).toBeVisible();
  const row = table.getByRole("row", { name: /Ann Peeters/ });
  await expect(row.getByRole("cell", { name: "Administrator" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Deactivated" })).toBeVisible();

  // Remove: only with the confirmation ticked.
  const remove = page.getByRole("region", { name: "Remove from this tenant" });
  await remove.getByRole("button", { name: "Remove user" }).click();
  await expect(remove.getByText("Tick the box to confirm.")).toBeVisible();
  await remove.getByLabel("Yes, remove Ann Peeters").check();
  await remove.getByRole("button", { name: "Remove user" }).click();
  await expect(page.getByText("The user has been removed")).toBeVisible();
  await expect(page.getByText(`No users match “${email}”.`)).toBeVisible();
});

test("an e-mail address already in the tenant is refused next to the field", async ({ page }) => {
  await startSignedIn(page);
  await page.goto("/admin/users");
  await createUser(page, {
    email: "admin@demo.fennec.test",
    firstName: "Second",
    lastName: "Admin",
    role: "Operator",
    password: "a-good-initial-password",
  });
  const create = page.getByRole("region", { name: "Add a user" });
  await expect(
    create.getByText("A user with this e-mail address already exists in this tenant."),
  ).toBeVisible();
  await expect(create.getByLabel("E-mail address")).toHaveValue("admin@demo.fennec.test");
  await expect(create.getByLabel("First name")).toHaveValue("Second");
  await expect(create.getByLabel("Initial password", { exact: true })).toHaveValue("");
});

test("an operator sees no administration and is refused its pages", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail("olaf", testInfo.project.name);
  const password = "operator-password-1";
  await startSignedIn(page);
  await page.goto("/admin/users");
  await createUser(page, {
    email,
    firstName: "Olaf",
    lastName: "Operator",
    role: "Operator",
    password,
  });
  await expect(page.getByText(`${email} has been added`)).toBeVisible();

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInAndLand(operator, { email, password });
  await operator.goto("/");
  const navigation = operator.getByRole("navigation", { name: "Main navigation" });
  await expect(navigation.getByRole("link", { name: "Validate" })).toBeVisible();
  await expect(navigation.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(navigation.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(
    operator.getByRole("region", { name: "Hello, Olaf" }).getByText("Operator"),
  ).toBeVisible();

  const response = await operator.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(operator.getByRole("heading", { level: 1, name: "Forbidden" })).toBeVisible();
  await operatorContext.close();
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("the users page is in Dutch", async ({ page }) => {
    await signIn(page, undefined, { language: "nl" });
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Gebruiker toevoegen" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Gebruikers zoeken" })).toBeVisible();
  });
});
