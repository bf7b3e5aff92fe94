import { expect, type Page, test } from "@playwright/test";
import { chooseDutch } from "../support/language";
import { ordersTenant, startWithOrders } from "../support/orders";
import { openReject } from "../support/reject-form";
import { startSignedIn } from "../support/sign-in";
import { switchTenant } from "../support/tenant";

const table = (page: Page) => page.getByRole("table", { name: "Order inquiries" });
const rowOf = (page: Page, subject: string) =>
  table(page).getByRole("row").filter({ hasText: subject });

/** The reject form of an inquiry's page: a dialog with JavaScript, a section of the page without. */
test("filter, sort, process and reject order inquiries", async ({
  page,
  context,
  request,
}, testInfo) => {
  const { stamp, api, sku, channel } = await startWithOrders(
    page,
    context,
    request,
    testInfo.project.name,
  );
  const order = await api.order(channel, stamp, `Alpha ${stamp}`, sku);
  await api.upload(channel, stamp, `Bravo ${stamp}`, sku);
  await api.upload(channel, stamp, `Charlie ${stamp}`, sku);
  await switchTenant(page, ordersTenant);

  await page.goto(`/order-inquiries?search=${stamp}`);
  await expect(page.getByRole("heading", { name: "Order inquiries", level: 1 })).toBeVisible();
  await expect(table(page).getByRole("row")).toHaveCount(4);
  await expect(
    rowOf(page, `Alpha ${stamp}`).getByRole("link", { name: `Alpha ${stamp}` }),
  ).toHaveAttribute("href", `/order-inquiries/${order.id}`);
  await expect(
    rowOf(page, `Alpha ${stamp}`).getByRole("cell", { name: "Pending validation" }),
  ).toBeVisible();
  await expect(
    rowOf(page, `Bravo ${stamp}`).getByRole("cell", { name: `Uploads ${stamp}` }),
  ).toBeVisible();

  // Received only, through the status filter of the GET form.
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("checkbox", { name: "Received" }).check();
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=received/);
  await expect(table(page).getByRole("row")).toHaveCount(3);
  await expect(rowOf(page, `Alpha ${stamp}`)).toHaveCount(0);

  // Sorted by subject, both ways.
  await table(page).getByRole("columnheader", { name: "Subject" }).getByRole("link").click();
  await expect(table(page).getByRole("columnheader", { name: "Subject" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  const rows = table(page).getByRole("row");
  await expect(rows.nth(1)).toContainText(`Bravo ${stamp}`);
  await table(page).getByRole("columnheader", { name: "Subject" }).getByRole("link").click();
  await expect(table(page).getByRole("columnheader", { name: "Subject" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(rows.nth(1)).toContainText(`Charlie ${stamp}`);
  await expect(page).toHaveURL(/status=received/);

  // Nothing selected: the page says so.
  await page.getByRole("button", { name: "Process selected" }).click();
  await expect(page.getByText("Select at least one order inquiry first.")).toBeVisible();

  await rowOf(page, `Bravo ${stamp}`)
    .getByRole("checkbox", { name: `Select Bravo ${stamp}` })
    .check();
  await page.getByRole("button", { name: "Process selected" }).click();
  await expect(page.getByText("1 order inquiry queued for processing").first()).toBeVisible();

  await rowOf(page, `Charlie ${stamp}`)
    .getByRole("checkbox", { name: `Select Charlie ${stamp}` })
    .check();
  await page.getByRole("button", { name: "Reject selected" }).click();
  await expect(page.getByText("1 order inquiry rejected").first()).toBeVisible();
  // The filters stay: rejected, Charlie is no longer received.
  await expect(page).toHaveURL(/status=received/);
  await expect(rowOf(page, `Charlie ${stamp}`)).toHaveCount(0);
  await page.goto(`/order-inquiries?search=Charlie+${stamp}`);
  await expect(
    rowOf(page, `Charlie ${stamp}`).getByRole("cell", { name: "Rejected" }),
  ).toBeVisible();
});

test("an order inquiry's detail: facts, order, history, e-mail, validate and reject", async ({
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
  const order = await api.order(channel, stamp, `Detail ${stamp}`, sku);
  await switchTenant(page, ordersTenant);

  await page.goto(`/order-inquiries?search=${stamp}`);
  await rowOf(page, `Detail ${stamp}`)
    .getByRole("link", { name: `Detail ${stamp}` })
    .click();
  await expect(page).toHaveURL(`/order-inquiries/${order.id}`);
  await expect(page.getByRole("heading", { name: `Detail ${stamp}`, level: 1 })).toBeVisible();

  const facts = page.getByRole("definition");
  await expect(facts.filter({ hasText: "Pending validation" })).toHaveCount(1);
  await expect(facts.filter({ hasText: `Buyer <buyer-${stamp}@klant.test>` })).toHaveCount(1);
  await expect(facts.filter({ hasText: `Uploads ${stamp}` })).toHaveCount(1);

  // The order, read only: the line's quantity with two decimals and a comma, and how sure the
  // AI was of it.
  const lines = page.getByRole("table", { name: "Order lines" });
  const line = lines.getByRole("row").filter({ hasText: sku });
  await expect(line.getByRole("cell", { name: "12,50" })).toBeVisible();
  await expect(line.getByRole("cell", { name: /^\d+%$/ })).toBeVisible();
  const orderSection = page.getByRole("region", { name: "Order", exact: true });
  await expect(orderSection.getByText(customer.number)).toBeVisible();

  // The history: received, …, pending validation.
  const history = page.getByRole("table", { name: "Status history" });
  await expect(history.getByRole("row").filter({ hasText: "Pending validation" })).toHaveCount(1);
  await expect(page.getByText("Nobody changed a value of this order.")).toBeVisible();

  await expect(page.getByRole("link", { name: "Open e-mail" })).toHaveAttribute(
    "href",
    `/popup/email/${order.id}`,
  );
  await expect(page.getByRole("link", { name: "Open e-mail" })).toHaveAttribute("target", "_blank");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Validate", exact: true }),
  ).toHaveAttribute("href", `/validate/${order.id}`);
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);

  // Reject asks a reason, as the validation screen does: none is refused next to the field.
  const reject = await openReject(page, testInfo.project.name);
  await reject.getByRole("button", { name: "Reject order" }).click();
  await expect(reject.getByText("Give a reason for rejecting the order.")).toBeVisible();
  await expect(facts.filter({ hasText: "Pending validation" })).toHaveCount(1);
  await reject.getByLabel("Reason for rejecting").fill(`Sent twice ${stamp}`);
  await reject.getByRole("button", { name: "Reject order" }).click();
  await expect(page.getByText("1 order inquiry rejected").first()).toBeVisible();
  await expect(page).toHaveURL(`/order-inquiries/${order.id}`);
  await expect(facts.filter({ hasText: "Rejected" })).toHaveCount(1);
  await expect(facts.filter({ hasText: `Sent twice ${stamp}` })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Reject this order" })).toHaveCount(0);
  await expect(
    page.getByRole("main").getByRole("link", { name: "Validate", exact: true }),
  ).toHaveCount(0);
  await expect(history.getByRole("row").filter({ hasText: "Rejected" })).toHaveCount(1);

  await chooseDutch(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Statusgeschiedenis" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Alle orderaanvragen" })).toBeVisible();
});

test("reject on an order inquiry's page sends the version seen: a change by someone else is said, the reason kept", async ({
  page,
  context,
  request,
}, testInfo) => {
  const { stamp, api, sku, channel } = await startWithOrders(
    page,
    context,
    request,
    testInfo.project.name,
  );
  const order = await api.order(channel, stamp, `Conflict ${stamp}`, sku);
  await switchTenant(page, ordersTenant);
  await page.goto(`/order-inquiries/${order.id}`);
  const reject = await openReject(page, testInfo.project.name);
  await reject.getByLabel("Reason for rejecting").fill(`Customer cancelled ${stamp}`);

  // Meanwhile a colleague saves the order.
  await api.save(order.id, { remarks: `Call first ${stamp}` });
  await reject.getByRole("button", { name: "Reject order" }).click();
  await expect(
    page.getByText("Someone else changed this order since you opened it.", { exact: false }),
  ).toBeVisible();
  // The page shows the order as the colleague left it.
  await expect(page.getByRole("definition").filter({ hasText: "Saved" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Order", exact: true })).toContainText(
    `Call first ${stamp}`,
  );
  expect((await api.inquiry(order.id)).status).toBe("saved");

  // The reason is still there; rejecting again, now from the colleague's version, goes through.
  const again = await openReject(page, testInfo.project.name);
  await expect(again.getByLabel("Reason for rejecting")).toHaveValue(`Customer cancelled ${stamp}`);
  await again.getByRole("button", { name: "Reject order" }).click();
  await expect(page.getByText("1 order inquiry rejected").first()).toBeVisible();
  expect(await api.inquiry(order.id)).toMatchObject({
    status: "rejected",
    rejection_reason: `Customer cancelled ${stamp}`,
  });
});

test("a failed order inquiry says why and is retried from its page", async ({
  page,
  context,
  request,
}, testInfo) => {
  const { stamp, api, channel } = await startWithOrders(
    page,
    context,
    request,
    testInfo.project.name,
  );
  const subject = `Many parts ${stamp}`;
  const parts = Array.from(
    { length: 300 },
    (_, n) => `--b\r\nContent-Type: text/plain\r\n\r\npart ${n}`,
  ).join("\r\n");
  const id = await api.uploadRaw(
    channel,
    subject,
    `From: a-${stamp}@klant.test\r\nSubject: ${subject}\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n${parts}\r\n--b--\r\n`,
  );
  await api.process(id);
  await expect.poll(async () => (await api.inquiry(id)).status, { timeout: 45_000 }).toBe("failed");
  await switchTenant(page, ordersTenant);

  await page.goto(`/order-inquiries/${id}`);
  const facts = page.getByRole("definition");
  await expect(facts.filter({ hasText: "Failed" })).toHaveCount(1);
  await expect(
    facts.filter({
      hasText: "The message could not be read: The message has more than 100 parts.",
    }),
  ).toHaveCount(1);
  await expect(page.getByText("No order was found in this e-mail (yet).")).toBeVisible();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("The order inquiry is queued again").first()).toBeVisible();
  await expect(page).toHaveURL(`/order-inquiries/${id}`);
});

test("a missing order inquiry is not found", async ({ page }) => {
  await startSignedIn(page);
  const response = await page.goto("/order-inquiries/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
});
