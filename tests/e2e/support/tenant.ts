import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { tokenFromCookie } from "./session-cookies";

type Me = { data: { tenants: { id: string; name: string }[] } };

/**
 * API headers of the signed-in browser context, working in the tenant called `tenantName`:
 * for test set-up through the API, as an external API client would do it.
 */
export async function tenantHeaders(
  context: BrowserContext,
  request: APIRequestContext,
  tenantName: string,
) {
  const token = await tokenFromCookie(context, "fennec-access");
  if (!token) throw new Error("Not signed in: no fennec-access cookie");
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };
  const me: Me = await (await request.get("/api/identity/me", { headers })).json();
  const tenant = me.data.tenants.find((candidate) => candidate.name === tenantName);
  if (!tenant) throw new Error(`The signed-in user is not in ${tenantName}`);
  return { ...headers, "X-Tenant-Id": tenant.id };
}

/** Switches the page's session to `tenantName` with the navigation's tenant switcher. */
export async function switchTenant(page: Page, tenantName: string) {
  await page.getByRole("combobox", { name: "Tenant" }).selectOption({ label: tenantName });
  await page.getByRole("button", { name: "Switch tenant" }).click();
  await expect(page.getByText(`You are now working in ${tenantName}`)).toBeVisible();
}
