import { expect, type Page, test } from "@playwright/test";
import { chooseDutch } from "../support/language";
import { ordersTenant, startWithOrders } from "../support/orders";
import { oostAdmin, platformAdmin, startSignedIn } from "../support/sign-in";
import { switchTenant } from "../support/tenant";

// Zuid Wholesale, where other tests make orders too: the figures are asserted as at least
// what this test did, never as exact counts.

const totals = (page: Page) => page.getByRole("region", { name: "Totals" });
const figureOf = async (page: Page, label: string) =>
  Number(
    (
      await totals(page)
        .getByRole("heading", { name: label, exact: true })
        .locator("xpath=following-sibling::p[1]")
        .textContent()
    )?.replace(/[^\d]/g, ""),
  );

test("an administrator reads the dashboard for a preset and a custom period, in English and Dutch", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { stamp, api, customer, sku, channel } = await startWithOrders(
    page,
    context,
    request,
    testInfo.project.name,
  );
  const order = await api.order(channel, stamp, `Dashboard order ${stamp}`, sku);
  await api.validate(order.id, customer.number);
  await switchTenant(page, ordersTenant);

  // The sidebar leads to it; the last 7 days by default.
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveTitle(`Fennec — ${ordersTenant} — Dashboard`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Period", { exact: true })).toHaveValue("last_7_days");
  await expect(page.getByRole("status").filter({ hasText: /per day\.$/ })).toBeVisible();
  expect(await figureOf(page, "Orders")).toBeGreaterThanOrEqual(1);
  expect(await figureOf(page, "Order lines")).toBeGreaterThanOrEqual(1);
  for (const chart of [
    "Throughput",
    "AI accuracy",
    "Processing time",
    "Backlog",
    "Errors",
    "Adoption",
  ]) {
    await expect(page.getByRole("img", { name: chart, exact: true })).toBeVisible();
  }

  // Today: the order validated a moment ago is among today's, in the throughput's figures.
  await page.getByLabel("Period", { exact: true }).selectOption("today");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/period=today/);
  const throughput = page.getByRole("region", { name: "Throughput" });
  await throughput.getByText("Show the figures").click();
  const table = throughput.getByRole("table", { name: "Throughput: the figures per period" });
  const validated = await table.getByRole("row").nth(1).getByRole("cell").nth(1).textContent();
  expect(Number(validated)).toBeGreaterThanOrEqual(1);

  // A custom range the wrong way round is refused next to its field; then a right one.
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByLabel("From").fill("2026-11-20");
  await page.getByLabel("Till").fill("2026-11-10");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("The last day cannot be before the first.")).toBeVisible();
  await expect(page.getByLabel("Till")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("From").fill("2026-09-01");
  await page.getByLabel("Till").fill("2026-11-30");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status").filter({ hasText: /per week\.$/ })).toBeVisible();
  await expect(page.getByRole("img", { name: "Throughput", exact: true })).toBeVisible();

  // In Dutch.
  await chooseDutch(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: "Doorstroom", exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /per week\.$/ })).toBeVisible();
});

test("a platform administrator finds a tenant in the central overview and opens its dashboard", async ({
  page,
}) => {
  await startSignedIn(page, platformAdmin);
  await page.goto("/admin");
  const overview = page.getByRole("region", { name: "Every tenant" });
  await expect(overview.getByRole("columnheader", { name: "Churn risk" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(overview.getByRole("row")).not.toHaveCount(1);

  await overview.getByLabel("Search", { exact: true }).fill("Zuid");
  await overview.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=Zuid/);
  const rows = page.getByRole("region", { name: "Every tenant" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  const zuid = rows.filter({ hasText: "Zuid Wholesale" });
  await zuid.getByText(/of 100$/).click();
  await expect(zuid.getByText("Fewer orders than before")).toBeVisible();

  await page
    .getByRole("region", { name: "Every tenant" })
    .getByRole("link", { name: /^Orders/ })
    .click();
  await expect(page).toHaveURL(/sort=orders&order=desc/);
  await expect(
    page
      .getByRole("region", { name: "Every tenant" })
      .getByRole("columnheader", { name: "Orders" }),
  ).toHaveAttribute("aria-sort", "descending");

  await page.getByRole("link", { name: "Zuid Wholesale" }).click();
  await expect(page.getByText("These are the figures of Zuid Wholesale.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "E-mails", exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Throughput", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Every tenant" })).toHaveCount(0);
});

test("a tenant's administrator sees no other tenant", async ({ page }) => {
  await startSignedIn(page, oostAdmin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Every tenant" })).toHaveCount(0);
  const response = await page.goto(`/admin?tenantId=${"0".repeat(8)}-0000-4000-8000-000000000000`);
  expect(response?.status()).toBe(403);
});

test("a URL with days the analytics do not read shows the form with its errors, not a failure", async ({
  page,
}) => {
  await startSignedIn(page, oostAdmin);
  const response = await page.goto("/admin?period=custom&from=0001-01-01&till=9999-12-31");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Choose a day from 2000-01-01 to 2099-12-31.")).toHaveCount(2);
  await expect(page.getByLabel("From")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Till")).toHaveAttribute("aria-invalid", "true");

  // The widest range there is: every figure, by year, each against the hundred years before.
  await page.goto("/admin?period=custom&from=2000-01-01&till=2099-12-31");
  await expect(page.getByRole("status").filter({ hasText: /per year\.$/ })).toBeVisible();
  await expect(page.getByRole("img", { name: "Throughput", exact: true })).toBeVisible();
});
