import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { orderApi, ordersTenant } from "../support/orders";
import { preferenceSaved } from "../support/preferences";
import { signInAndLand } from "../support/sign-in";
import { switchTenant, tenantHeaders } from "../support/tenant";

// Every page of app/routes.ts that a person sees, audited by axe-core against WCAG 2.1 AA in
// both colour modes. One test (one browser context) per mode; each page's violations are
// gathered, so one failure names every page, rule and element at once. axe runs as a script
// in the page, which Playwright cannot evaluate with JavaScript disabled: the `js` project only.
const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The colour mode the server rendered: the `dark` class on <html>, or none. */
async function expectMode(page: Page, mode: "light" | "dark") {
  if (mode === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

type Audit = { path: string; status?: number };

/** axe-core's verdict on the page as it is: one line per violated rule, with its elements. */
async function violationsOn(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
  return violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n")}`,
  );
}

/**
 * A record of each detail page's kind, made through the API as an external client would: in
 * the signed-in tenant (Demo Wholesale) the administration's, in Zuid Wholesale an order
 * (orders.ts: no other test processes Zuid's uploads automatically).
 */
async function detailPages(context: BrowserContext, request: APIRequestContext, stamp: string) {
  const headers = await tenantHeaders(context, request, "Demo Wholesale");
  const created = async (path: string, data: unknown) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return (await response.json()).data.id as string;
  };
  const types: { data: { id: string; key: string }[] } = await (
    await request.get("/api/dynamic-assets/asset-types", { headers })
  ).json();
  const products = types.data.find((type) => type.key === "products");
  if (!products) throw new Error("Demo Wholesale has no products");
  const name = `Accessibility ${stamp}`;
  const administration: Audit[] = [
    { path: `/admin/master-data/${products.id}` },
    { path: `/reference-data?type=${products.id}` },
    {
      path: `/admin/integrations/${await created("/api/connectivity/integrations", {
        name,
        erp_type: "mynuma",
        settings: { base_url: "https://erp.example.test", api_key: "accessibility-key" },
      })}`,
    },
    {
      path: `/admin/webhooks/${await created("/api/connectivity/webhooks", {
        name,
        url: "https://hooks.example.test/fennec",
      })}`,
    },
    {
      path: `/admin/api-clients/${await created("/api/connectivity/api-clients", {
        name,
        expiration_date: null,
        scopes: ["read:order_data"],
      })}`,
    },
    {
      path: `/admin/export-profiles/${await created("/api/connectivity/profiles/export", {
        name,
        kind: "api",
        api: {
          url: "https://erp.example.test/orders",
          auth_scheme: "Bearer",
          auth_secret: "accessibility-token",
        },
      })}`,
    },
    {
      path: `/admin/import-profiles/${await created("/api/connectivity/profiles/import", {
        name,
        asset_type_id: products.id,
      })}`,
    },
  ];

  const orders = await orderApi(context, request, ordersTenant);
  const { sku } = await orders.catalogue(stamp);
  const channel = await orders.channel(stamp);
  const order = await orders.order(channel, stamp, `Accessibility ${stamp}`, sku);
  return { administration, order: order.id as string, orders };
}

/** Every page of the staff and admin layouts without an id in its path (app/routes.ts). */
const listPages: Audit[] = [
  { path: "/" },
  { path: "/to-process" },
  { path: "/validate" },
  { path: "/order-inquiries" },
  { path: "/archive" },
  { path: "/reference-data" },
  { path: "/reference-data/imports" },
  { path: "/admin" },
  { path: "/admin/users" },
  { path: "/admin/channels" },
  { path: "/admin/integrations" },
  { path: "/admin/webhooks" },
  { path: "/admin/api-clients" },
  { path: "/admin/export-profiles" },
  { path: "/admin/import-profiles" },
  { path: "/admin/settings" },
  { path: "/admin/logs" },
  { path: "/admin/master-data" },
  { path: "/errors/authorization-failed" },
  { path: "/no-such-page", status: 404 },
];

for (const mode of ["light", "dark"] as const) {
  test(`every page meets WCAG 2.1 AA in ${mode} mode`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const label = mode === "light" ? "Light" : "Dark";
    const problems: string[] = [];
    const audit = async ({ path, status = 200 }: Audit) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      problems.push(...(await violationsOn(page, `${path} (${mode})`)));
    };

    // Signed out: the mode is chosen on /login as a person does, and kept in its cookie.
    await page.goto("/login");
    const saved = preferenceSaved(page);
    await page
      .getByRole("group", { name: "Colour mode" })
      .getByRole("button", { name: label })
      .click();
    await saved;
    await expectMode(page, mode);
    await audit({ path: "/login" });
    await audit({ path: "/auth-error" });
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/sign-in\//);
    problems.push(...(await violationsOn(page, `/sign-in/:uid (${mode})`)));

    await signInAndLand(page);
    await expectMode(page, mode);
    const stamp = `${testInfo.project.name}-${mode}-${Date.now()}`;
    const { administration, order, orders } = await detailPages(context, request, stamp);
    for (const entry of [...listPages, ...administration]) await audit(entry);

    // The order's pages, in its tenant: waiting for validation, then rejected into the archive.
    await page.goto("/");
    await switchTenant(page, ordersTenant);
    for (const path of [
      `/validate/${order}`,
      `/order-inquiries/${order}`,
      `/popup/email/${order}`,
    ]) {
      await audit({ path });
    }
    await orders.rejectOrder(order, `Accessibility check ${stamp}`);
    await audit({ path: `/archive/${order}` });

    expect(problems, `WCAG 2.1 AA violations:\n${problems.join("\n")}`).toEqual([]);
  });
}
