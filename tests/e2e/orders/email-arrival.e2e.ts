import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { addEntry, deliver, type TenantApi } from "../support/order-mail";
import { admin, signIn, startSignedIn } from "../support/sign-in";
import { switchTenant, tenantHeaders } from "../support/tenant";

// Both projects share one database and run in parallel: every subject and address carries the
// project and a stamp. As in to-process.e2e.ts, the tests work in Zuid Wholesale, whose
// automatic processing no other test switches on (it would send /to-process to /validate and
// process arrivals at once), each with an SMTP channel (an inbound address) of its own.
const tenantName = "Zuid Wholesale";

const unique = (project: string) => `${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Signs in, switches to Zuid Wholesale and gives it an inbound address of this test's own. */
async function setUp(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  stamp: string,
) {
  await startSignedIn(page);
  const headers = await tenantHeaders(context, request, tenantName);
  const address = `orders-${stamp}@zuid.fennec.test`;
  const created = await request.post("/api/connectivity/channels", {
    headers,
    data: { kind: "smtp", name: `Inbound ${stamp}`, settings: { address } },
  });
  expect(created.status()).toBe(201);

  await switchTenant(page, tenantName);
  await page.goto("/to-process");
  await expect(page).toHaveURL("/to-process");
  return { address, api: { request, headers } };
}

/** A product in Zuid's Products, with a new code. */
async function addProduct(api: TenantApi, stamp: string) {
  const sku = `ZW-${stamp.replace(/\D/g, "").slice(-9)}`;
  await addEntry(api, "products", {
    sku,
    description_en: "Spring washer M8 stainless steel",
    unit: "box",
  });
  return sku;
}

const table = (page: Page) => page.getByRole("table", { name: "Messages to process" });
const rowOf = (page: Page, subject: string) =>
  table(page).getByRole("row").filter({ hasText: subject });

/** Reloads /to-process until the row is there, or gone (arrival and processing run apart). */
async function expectRows(page: Page, subject: string, count: 0 | 1) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: "To process", level: 1 })).toBeVisible();
    await expect(rowOf(page, subject)).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout: 45_000 });
}

/** Opens the row's e-mail: a link to a tab of its own, with or without JavaScript. */
async function openEmail(page: Page, context: BrowserContext, subject: string) {
  const link = rowOf(page, subject).getByRole("link", { name: `Open e-mail: ${subject}` });
  await expect(link).toHaveAttribute("target", "_blank");
  const href = await link.getAttribute("href");
  const inquiryId = href?.match(/^\/popup\/email\/([0-9a-f-]{36})$/)?.[1];
  expect(inquiryId).toBeTruthy();
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(`/popup/email/${inquiryId}`);
  return { popup, inquiryId: inquiryId as string };
}

// A small PNG, as a signature logo would be.
const logo = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("an order e-mailed to Fennec shows in its popup, and is processed", async ({
  page,
  context,
  request,
}, testInfo) => {
  const stamp = unique(testInfo.project.name);
  const { address, api } = await setUp(page, context, request, stamp);
  const subject = `Purchase order PO-${stamp}`;
  const sender = `inkoop-${stamp}@degroot-klimaat.test`;
  const csvName = `order-${stamp}.csv`;
  // Lines count only when they name a product of the tenant: give Zuid one of this test's own.
  const sku = await addProduct(api, stamp);
  const csv = `Article;Description;Quantity;Unit\r\n${sku};Spring washer M8 stainless;6;box\r\n`;

  await deliver({
    from: { name: "Koen van den Berg", address: sender },
    to: address,
    subject,
    text: [
      "Hello,",
      "",
      "Please find our purchase order attached.",
      "Delivery on 2026-11-16, please.",
      "",
      "Kind regards,",
      "Koen van den Berg",
    ].join("\n"),
    html: [
      "<p>Hello,</p>",
      "<p>Please find our <b>purchase order</b> attached.</p>",
      "<p>Delivery on 2026-11-16, please.</p>",
      '<script>document.body.textContent = "scripted"</script>',
      "<p>Kind regards,<br>Koen van den Berg</p>",
    ].join(""),
    attachments: [
      { filename: csvName, content: csv, contentType: "text/csv; charset=utf-8" },
      { filename: "logo.png", content: logo, contentType: "image/png" },
    ],
  });

  // It arrives as received, known by subject and sender before anyone reads it.
  await expectRows(page, subject, 1);
  await expect(
    rowOf(page, subject).getByRole("cell", { name: "Received", exact: true }),
  ).toBeVisible();

  const { popup, inquiryId } = await openEmail(page, context, subject);
  await expect(popup.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(popup).toHaveTitle(new RegExp(subject));
  const details = popup.getByRole("definition");
  await expect(details.filter({ hasText: `Koen van den Berg <${sender}>` })).toHaveCount(1);
  await expect(details.filter({ hasText: address })).toHaveCount(1);

  // HTML first, in a frame where the sender's script does not run.
  const frame = popup.getByTitle(`The e-mail as HTML: ${subject}`);
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(frame.contentFrame().getByText("purchase order", { exact: true })).toBeVisible();
  await expect(frame.contentFrame().getByText("scripted")).toHaveCount(0);

  // The plain text, by a link that works with JavaScript off too.
  const views = popup.getByRole("navigation", { name: "Show the message as" });
  await expect(views.getByRole("link", { name: "HTML" })).toHaveAttribute("aria-current", "page");
  await views.getByRole("link", { name: "Plain text" }).click();
  await expect(popup).toHaveURL(`/popup/email/${inquiryId}?view=text`);
  await expect(popup.getByText("Please find our purchase order attached.")).toBeVisible();
  await expect(popup.getByTitle(`The e-mail as HTML: ${subject}`)).toHaveCount(0);

  // The attachments, downloadable from the web origin with the session.
  const attachments = popup.getByRole("region", { name: /^Attachments/ });
  await expect(attachments.getByText(csvName, { exact: true })).toBeVisible();
  await expect(attachments.getByText(/^text\/csv, \d+ bytes$/)).toBeVisible();
  const csvLink = attachments.getByRole("link", { name: `Download ${csvName}` });
  const csvHref = await csvLink.getAttribute("href");
  expect(csvHref).toBeTruthy();
  const csvDownload = await popup.request.get(csvHref as string);
  expect(csvDownload.status()).toBe(200);
  expect(csvDownload.headers()["content-disposition"]).toMatch(
    new RegExp(`^attachment; filename="${csvName}"`),
  );
  expect(csvDownload.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await csvDownload.body()).toString("utf8")).toBe(csv);
  // A click downloads it, too.
  const [download] = await Promise.all([popup.waitForEvent("download"), csvLink.click()]);
  expect(download.suggestedFilename()).toBe(csvName);

  // An image opens in a tab, sandboxed; the .eml is the message as received.
  const logoHref = await attachments
    .getByRole("link", { name: "Open logo.png" })
    .getAttribute("href");
  const logoResponse = await popup.request.get(logoHref as string);
  expect(logoResponse.status()).toBe(200);
  expect(logoResponse.headers()["content-type"]).toBe("image/png");
  expect(logoResponse.headers()["content-disposition"]).toMatch(/^inline; filename="logo.png"/);
  expect(logoResponse.headers()["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
  const rawHref = await popup
    .getByRole("link", { name: "Download original (.eml)" })
    .getAttribute("href");
  const raw = await popup.request.get(rawHref as string);
  expect(raw.status()).toBe(200);
  expect(raw.headers()["content-type"]).toBe("message/rfc822");
  expect((await raw.body()).toString("utf8")).toContain(`Subject: ${subject}`);
  await popup.close();

  // Processed, it leaves the list for validation.
  await rowOf(page, subject)
    .getByRole("checkbox", { name: `Select ${subject}` })
    .check();
  await page.getByRole("button", { name: "Process selected" }).click();
  await expect(page.getByText("1 message queued for processing").first()).toBeVisible();
  await expectRows(page, subject, 0);
  const inquiry = await api.request.get(`/api/orders/order-inquiries/${inquiryId}`, {
    headers: api.headers,
  });
  expect((await inquiry.json()).data.status).toBe("pending_validation");
});

test("an e-mail that cannot be read shows why, with its raw content", async ({
  page,
  context,
  request,
}, testInfo) => {
  const stamp = unique(testInfo.project.name);
  const { address } = await setUp(page, context, request, stamp);
  const subject = `Many parts ${stamp}`;
  const parts = Array.from(
    { length: 300 },
    (_, n) => `--b\r\nContent-Type: text/plain\r\n\r\npart ${n}`,
  ).join("\r\n");
  await deliver({
    envelope: { from: `a-${stamp}@klant.test`, to: [address] },
    raw: `From: a-${stamp}@klant.test\r\nTo: ${address}\r\nSubject: ${subject}\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n${parts}\r\n--b--\r\n`,
  });
  await expectRows(page, subject, 1);

  const { popup } = await openEmail(page, context, subject);
  await expect(popup.getByRole("heading", { name: "This e-mail could not be read" })).toBeVisible();
  await expect(popup.getByText("Reason: The message has more than 100 parts.")).toBeVisible();
  await expect(popup.getByRole("heading", { name: "Raw content" })).toBeVisible();
  await expect(popup.getByText(`Subject: ${subject}`)).toBeVisible();
  await expect(popup.getByRole("link", { name: "Download original (.eml)" })).toBeVisible();
});

test("an e-mail that does not exist is the not-found screen", async ({ page }) => {
  await startSignedIn(page);
  const path = "/popup/email/00000000-0000-4000-8000-000000000000";
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not Found" })).toBeVisible();
  await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();

  const attachment = await page.request.get(`${path}/attachments/0`);
  expect(attachment.status()).toBe(404);
  const raw = await page.request.get(`${path}/raw`);
  expect(raw.status()).toBe(404);
});

test("the popup asks to sign in first, and comes back", async ({ page }) => {
  const path = "/popup/email/00000000-0000-4000-8000-000000000000";
  await signIn(page, admin, { startAt: path });
  await expect(page).toHaveURL(path);
  await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
});
