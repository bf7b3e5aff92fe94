import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { signInAndLand } from "../support/sign-in";

// Switching needs the administrator in a second tenant: the e2e server provides it. Its name must sort after "Demo Wholesale" (the API's default
// tenant is the first by name), or every title in the other tests would change.
type Me = { data: { tenants: { id: string; name: string }[]; current_tenant_id: string } };

test("switch tenant in the navigation, and the pages follow", async ({
  page,
  context,
  request,
}) => {
  await signInAndLand(page);
  const me: Me = await (await (await apiAs(context, request)).get("/api/identity/me")).json();
  expect(me.data.tenants.length).toBeGreaterThanOrEqual(2);
  const current = me.data.tenants.find((tenant) => tenant.id === me.data.current_tenant_id);
  const other = me.data.tenants.find((tenant) => tenant.id !== me.data.current_tenant_id);
  if (!current || !other) throw new Error("unexpected /me");

  await page.goto("/admin/users");
  await expect(page).toHaveTitle(`Fennec — ${current.name} — Users`);
  const tenant = page.getByRole("combobox", { name: "Tenant" });
  await expect(tenant).toHaveValue(current.id);

  await tenant.selectOption({ label: other.name });
  await page.getByRole("button", { name: "Switch tenant" }).click();

  await expect(page).toHaveURL("/admin/users");
  await expect(page.getByText(`You are now working in ${other.name}`)).toBeVisible();
  await expect(page).toHaveTitle(`Fennec — ${other.name} — Users`);
  await expect(page.getByRole("table", { name: `Users of ${other.name}` })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Tenant" })).toHaveValue(other.id);

  // The choice lasts: the next page is in the same tenant.
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: /^Hello, / }).getByText(other.name, { exact: true }),
  ).toBeVisible();

  await page.getByRole("combobox", { name: "Tenant" }).selectOption({ label: current.name });
  await page.getByRole("button", { name: "Switch tenant" }).click();
  await expect(page).toHaveTitle(`Fennec — ${current.name} — Home`);
});

test("a tenant the user does not belong to is refused", async ({ page }) => {
  await signInAndLand(page);
  await page.goto("/");
  const title = await page.title();
  const forged = await page.request.post("/switch-tenant", {
    form: { tenantId: "00000000-0000-4000-8000-000000000000", redirectTo: "/" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  // Still in the same tenant.
  await page.goto("/");
  await expect(page).toHaveTitle(title);
});
