import { expect, type Page, test } from "@playwright/test";
import { chooseDutch } from "../support/language";
import { ordersTenant, startWithOrders } from "../support/orders";
import { switchTenant } from "../support/tenant";

const table = (page: Page) => page.getByRole("table", { name: "Archived orders" });
const rowOf = (page: Page, subject: string) =>
  table(page).getByRole("row").filter({ hasText: subject });

test("validated and rejected orders in the archive, with how they were validated", async ({
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
  const kept = await api.order(channel, stamp, `Kept ${stamp}`, sku);
  const refused = await api.order(channel, stamp, `Refused ${stamp}`, sku);
  const waiting = await api.order(channel, stamp, `Waiting ${stamp}`, sku);
  // The operator corrects the quantity, then validates; the other order is rejected.
  await api.validate(kept.id, customer.number, { quantity: "13" });
  await api.rejectOrder(refused.id, `Duplicate of an earlier order ${stamp}`);
  await switchTenant(page, ordersTenant);

  await page.goto(`/archive?search=${stamp}`);
  await expect(page.getByRole("heading", { name: "Archive", level: 1 })).toBeVisible();
  await expect(table(page).getByRole("row")).toHaveCount(3);
  await expect(rowOf(page, `Waiting ${stamp}`)).toHaveCount(0);
  const keptRow = rowOf(page, `Kept ${stamp}`);
  await expect(keptRow.getByRole("cell", { name: "Validated", exact: true })).toBeVisible();
  await expect(keptRow.getByRole("cell", { name: /^\d+%$/ })).toBeVisible();
  await expect(
    keptRow.getByRole("cell", { name: `${customer.name} (${customer.number})` }),
  ).toBeVisible();
  await expect(
    rowOf(page, `Refused ${stamp}`).getByRole("cell", { name: "Rejected", exact: true }),
  ).toBeVisible();

  // Only the rejected ones.
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("checkbox", { name: "Rejected" }).check();
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(rowOf(page, `Refused ${stamp}`)).toHaveCount(1);

  // The validated order: the facts of its validation, its order and the operator's change.
  await page.goto(`/archive?search=${stamp}`);
  await keptRow.getByRole("link", { name: `Kept ${stamp}` }).click();
  await expect(page).toHaveURL(`/archive/${kept.id}`);
  await expect(page.getByRole("heading", { name: `Kept ${stamp}`, level: 1 })).toBeVisible();
  const facts = page.getByRole("definition");
  await expect(facts.filter({ hasText: /^\d+%$/ })).toHaveCount(1);
  await expect(facts.filter({ hasText: "Validated" })).toHaveCount(1);
  const lines = page.getByRole("table", { name: "Order lines" });
  await expect(
    lines.getByRole("row").filter({ hasText: sku }).getByRole("cell", { name: "13,00" }),
  ).toBeVisible();
  const change = page
    .getByRole("table", { name: "Changes" })
    .getByRole("row")
    .filter({ hasText: "Quantity" });
  await expect(change.getByRole("cell", { name: "Line 1" })).toBeVisible();
  await expect(change.getByRole("cell", { name: "12.5" }).first()).toBeVisible();
  await expect(change.getByRole("cell", { name: "13", exact: true })).toBeVisible();
  const history = page.getByRole("table", { name: "Status history" });
  await expect(history.getByRole("row").filter({ hasText: "Validated" })).toHaveCount(1);
  // Read only: nothing to validate, reject or retry here.
  await expect(page.getByRole("button")).not.toContainText(["Reject"]);
  await expect(
    page.getByRole("main").getByRole("link", { name: "Validate", exact: true }),
  ).toHaveCount(0);

  // The rejected order says why.
  await page.goto(`/archive/${refused.id}`);
  await expect(facts.filter({ hasText: `Duplicate of an earlier order ${stamp}` })).toHaveCount(1);

  // An order still waiting for validation is not in the archive.
  const response = await page.goto(`/archive/${waiting.id}`);
  expect(response?.status()).toBe(404);

  await chooseDutch(page);
  await page.goto(`/archive/${kept.id}`);
  await expect(page.getByRole("link", { name: "Archief" }).first()).toBeVisible();
  await expect(page.getByText("Gevalideerd door")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Orderregels" }).getByRole("cell", { name: "13,00" }),
  ).toBeVisible();
});

/** A day as a date field takes it (YYYY-MM-DD), in Brussels, `offset` days from today. */
const brusselsDay = (offset = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(
    new Date(Date.now() + offset * 24 * 60 * 60 * 1000),
  );

test("the archive by validation date; an archived order shows none for empty values and what was corrected", async ({
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
  const kept = await api.order(channel, stamp, `Kept ${stamp}`, sku);
  const refused = await api.order(channel, stamp, `Refused ${stamp}`, sku);
  // The operator corrects the order reference and the quantity; the customer stays the AI's.
  await api.validate(kept.id, customer.number, {
    quantity: "13",
    orderReference: `PO-EDIT-${stamp}`,
  });
  await api.rejectOrder(refused.id, `Duplicate ${stamp}`);
  await switchTenant(page, ordersTenant);

  // Validated today: in a range ending today, not in one starting tomorrow. The rejected order
  // was never validated: no range of validation dates holds it.
  await page.goto(`/archive?search=${stamp}`);
  await expect(table(page).getByRole("row")).toHaveCount(3);
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Validated from").fill(brusselsDay(-1));
  await filters.getByLabel("Validated until").fill(brusselsDay());
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`validatedFrom=${brusselsDay(-1)}`));
  await expect(page).toHaveURL(new RegExp(`validatedTo=${brusselsDay()}`));
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(rowOf(page, `Kept ${stamp}`)).toHaveCount(1);
  await expect(rowOf(page, `Refused ${stamp}`)).toHaveCount(0);
  // The fields keep what the URL says.
  await expect(filters.getByLabel("Validated until")).toHaveValue(brusselsDay());

  await filters.getByLabel("Validated from").fill(brusselsDay(1));
  await filters.getByLabel("Validated until").fill("");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`validatedFrom=${brusselsDay(1)}`));
  await expect(page.getByText("No order inquiries match these filters.")).toBeVisible();

  // The archived order: empty values show as none, never as "Unknown".
  await page.goto(`/archive/${kept.id}`);
  await expect(page.getByRole("heading", { name: `Kept ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Unknown");
  const order = page.getByRole("region", { name: "Order", exact: true });
  const definitionOf = (term: string) =>
    order
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator("xpath=following-sibling::dd[1]");
  await expect(definitionOf("Delivery address")).toHaveText("—None");
  await expect(definitionOf("Remarks")).toHaveText("—None");

  // The corrected reference and line say so; the customer, as the AI read it, keeps its
  // confidence.
  await expect(definitionOf("Order reference")).toHaveText(`PO-EDIT-${stamp}Corrected`);
  await expect(definitionOf("Customer")).toContainText(
    new RegExp(`${customer.name} \\(${customer.number}\\)AI confidence \\d+%`),
  );
  const line = page.getByRole("table", { name: "Order lines" }).getByRole("row").filter({
    hasText: sku,
  });
  await expect(line.getByRole("cell", { name: "13,00" })).toBeVisible();
  await expect(line.getByRole("cell", { name: "Corrected" })).toBeVisible();
  await expect(line.getByRole("cell", { name: /^\d+%$/ })).toHaveCount(0);

  await chooseDutch(page);
  await page.reload();
  await expect(definitionOf("Leveradres")).toHaveText("—Geen");
  await expect(definitionOf("Orderreferentie")).toHaveText(`PO-EDIT-${stamp}Gecorrigeerd`);
  await expect(page.getByRole("main")).not.toContainText("Onbekend");
});
