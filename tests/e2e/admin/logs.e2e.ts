import { expect, test } from "@playwright/test";
import { apiAs, uniqueEmail } from "../support/api-as";
import { chooseDutch } from "../support/language";
import { startSignedIn } from "../support/sign-in";
import { switchTenant } from "../support/tenant";

// Each project adds a user of its own (a unique e-mail) and changes their role through the API
// as the administrator; the log, filtered to the administrator and that e-mail, shows the change.

test("an administrator finds who changed a user's role, with before and after, and follows the link", async ({
  page,
  context,
  request,
}, testInfo) => {
  await startSignedIn(page);
  const api = await apiAs(context, request);
  const me = (await (await api.get("/api/identity/me")).json()).data as {
    first_name: string;
    last_name: string;
    email: string;
  };
  const adminName = `${me.first_name} ${me.last_name}`.trim() || me.email;
  const email = uniqueEmail("logged", testInfo.project.name);
  const created = await api.post("/api/identity/users", {
    email,
    first_name: "Lotte",
    last_name: "Logboek",
    role: "operator",
    password: "a-good-initial-password",
  });
  expect(created.status()).toBe(201);
  const user = (await created.json()).data as { id: string };
  const changed = await api.put(`/api/identity/users/${user.id}`, {
    role: "administrator",
    active: true,
  });
  expect(changed.status()).toBe(200);

  await page.goto("/admin/logs");
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Logs");
  await expect(page.getByRole("heading", { level: 1, name: "Logs" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter the log" });
  await filters.getByLabel("Who").selectOption({ label: adminName });
  await filters.getByLabel("Area").selectOption({ label: "Users" });
  await filters.getByLabel("Text").fill(email);
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/user=.*q=/);

  const table = page.getByRole("table", { name: "Log entries, newest first" });
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(3); // the header, the change of role, the creation
  const change = rows.nth(1);
  await expect(change.getByRole("cell", { name: adminName, exact: true })).toBeVisible();
  const link = change.getByRole("link", { name: `${adminName} changed user ${email}` });
  await expect(link).toBeVisible();
  await expect(rows.nth(2).getByRole("link")).toHaveText(`${adminName} created user ${email}`);

  await change.getByText("Details").click();
  const values = change.getByRole("table", { name: "The values of this entry" });
  await expect(values.getByRole("row", { name: "role operator administrator" })).toBeVisible();

  await link.click();
  // The users list, searched for them: the link holds even for someone removed since.
  await expect(page).toHaveURL(`/admin/users?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(page.getByRole("cell", { name: email })).toBeVisible();
});

test("the log is in Dutch", async ({ page, context, request }, testInfo) => {
  await startSignedIn(page);
  const api = await apiAs(context, request);
  const email = uniqueEmail("logboek", testInfo.project.name);
  const created = await api.post("/api/identity/users", {
    email,
    first_name: "Lotte",
    last_name: "Logboek",
    role: "operator",
    password: "a-good-initial-password",
  });
  expect(created.status()).toBe(201);

  await chooseDutch(page);
  await page.goto(`/admin/logs?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Logboeken" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter het logboek" });
  await expect(filters.getByLabel("Tekst")).toHaveValue(email);
  const table = page.getByRole("table", { name: "Vermeldingen in het logboek, nieuwste eerst" });
  await expect(
    table.getByRole("link", { name: new RegExp(`maakte gebruiker ${email} aan$`) }),
  ).toBeVisible();
  await expect(table.getByRole("cell", { name: "Gebruikers" })).toBeVisible();
});

test("a change of the log's own retention is logged with before and after", async ({
  page,
}, testInfo) => {
  // Zuid Wholesale: the settings tests change Demo's and Oost's. Each project sets a value of
  // its own, so the two runs find their own entries; both put back the default.
  const days = testInfo.project.name === "js" ? "401" : "402";
  await startSignedIn(page);
  await switchTenant(page, "Zuid Wholesale");
  await page.goto("/admin/settings");
  const retention = page.getByLabel("Keep log entries for (days)");
  await expect(retention).toHaveValue(/^40[012]$/);
  try {
    await retention.fill(days);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();

    await page.goto(`/admin/logs?area=settings&q=${days}`);
    const table = page.getByRole("table", { name: "Log entries, newest first" });
    const entry = table.getByRole("row").filter({ hasText: "changed the settings" }).first();
    await entry.getByText("Details").click();
    await expect(
      entry.getByRole("row", { name: new RegExp(`^log_retention_days \\d+ ${days}$`) }),
    ).toBeVisible();
    await entry.getByRole("link").click();
    await expect(page).toHaveURL("/admin/settings");
  } finally {
    await page.goto("/admin/settings");
    await page.getByLabel("Keep log entries for (days)").fill("400");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
  }
});
