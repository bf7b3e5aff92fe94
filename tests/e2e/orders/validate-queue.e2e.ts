import { expect, type Page, test } from "@playwright/test";
import { chooseDutch } from "../support/language";
import { ordersTenant, startWithOrders } from "../support/orders";
import { switchTenant } from "../support/tenant";

const table = (page: Page) => page.getByRole("table", { name: "Orders to validate" });

test("the validation queue lists waiting orders oldest first, with counts, filters and sorting", async ({
  page,
  context,
  request,
}, testInfo) => {
  const { stamp, api, customer, sku, channel } = await startWithOrders(
    page,
    context,
    request,
    testInfo.project.name,
  );
  const first = await api.order(channel, stamp, `First ${stamp}`, sku);
  const second = await api.order(channel, stamp, `Second ${stamp}`, sku);
  await switchTenant(page, ordersTenant);

  await page.goto("/validate");
  await expect(page.getByRole("heading", { name: "Validate", level: 1 })).toBeVisible();
  const counts = page.getByRole("region", { name: "Orders waiting" });
  await expect(counts.getByRole("heading", { name: "Pending validation" })).toBeVisible();
  await expect(counts.getByRole("heading", { name: "Saved" })).toBeVisible();

  // The free text filter, through the GET form.
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Search").fill(stamp);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  const rows = table(page).getByRole("row");
  await expect(rows).toHaveCount(3);
  // Oldest received first.
  await expect(rows.nth(1)).toContainText(`First ${stamp}`);
  await expect(rows.nth(2)).toContainText(`Second ${stamp}`);
  const row = rows.filter({ hasText: `First ${stamp}` });
  await expect(row.getByRole("link", { name: `First ${stamp}` })).toHaveAttribute(
    "href",
    `/validate/${first.id}`,
  );
  await expect(row.getByRole("cell", { name: `Buyer <buyer-${stamp}@klant.test>` })).toBeVisible();
  await expect(
    row.getByRole("cell", { name: `${customer.name} (${customer.number})` }),
  ).toBeVisible();
  await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Pending validation" })).toBeVisible();

  // The received column's header sorts the other way round.
  const received = table(page).getByRole("columnheader", { name: "Received" });
  await expect(received).toHaveAttribute("aria-sort", "ascending");
  await received.getByRole("link").click();
  await expect(table(page).getByRole("columnheader", { name: "Received" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(rows.nth(1)).toContainText(`Second ${stamp}`);
  await expect(rows.nth(1).getByRole("link", { name: `Second ${stamp}` })).toHaveAttribute(
    "href",
    `/validate/${second.id}`,
  );

  // The customer filter, and a status that none of them has.
  await page.goto(`/validate?search=${stamp}&customer=${customer.number}`);
  await expect(rows).toHaveCount(3);
  await page.goto(`/validate?search=${stamp}&status=saved`);
  await expect(page.getByText("No order inquiries match these filters.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Saved" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Pending validation" })).not.toBeChecked();

  // In Dutch.
  await chooseDutch(page);
  await page.goto(`/validate?search=${stamp}`);
  await expect(page.getByRole("heading", { name: "Valideren", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Te valideren orders" }).getByRole("cell", {
      name: "Wacht op validatie",
    }),
  ).toHaveCount(2);
});
