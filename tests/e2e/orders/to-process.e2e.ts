import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { startSignedIn } from "../support/sign-in";
import { switchTenant, tenantHeaders } from "../support/tenant";

// Both projects share one database and run in parallel: every subject, file and channel name
// carries the project and a stamp. The tests work in Zuid Wholesale, whose settings no other
// test changes (the settings tests switch automatic processing on in Demo and Oost Wholesale,
// which would send /to-process to /validate and process uploads at once).
const tenantName = "Zuid Wholesale";

const unique = (project: string) => `${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Signs in, switches to Zuid Wholesale and makes an upload channel of its own there. */
async function setUp(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  stamp: string,
) {
  await startSignedIn(page);
  const headers = await tenantHeaders(context, request, tenantName);
  const channelName = `Uploads ${stamp}`;
  const created = await request.post("/api/connectivity/channels", {
    headers,
    data: { kind: "upload", name: channelName },
  });
  expect(created.status()).toBe(201);

  await switchTenant(page, tenantName);
  await page.goto("/to-process");
  await expect(page).toHaveURL("/to-process");
  return channelName;
}

function email(stamp: string, subject: string) {
  return [
    `From: Buyer <buyer-${stamp}@klant.test>`,
    "To: orders@zuid.test",
    `Subject: ${subject}`,
    `Message-ID: <${stamp}-${Math.floor(Math.random() * 1e9)}@klant.test>`,
    "Date: Mon, 23 Nov 2026 09:00:00 +0100",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Hello, please deliver 10 boxes of washers. Kind regards, Buyer",
    "",
  ].join("\r\n");
}

async function upload(page: Page, channelName: string, fileName: string, content: string) {
  const section = page.getByRole("region", { name: "Upload an e-mail" });
  await section.getByLabel("Channel").selectOption({ label: channelName });
  await section.getByLabel("E-mail file").setInputFiles({
    name: fileName,
    mimeType: "message/rfc822",
    buffer: Buffer.from(content),
  });
  await section.getByRole("button", { name: "Upload" }).click();
}

const table = (page: Page) => page.getByRole("table", { name: "Messages to process" });
// Subject and sender are read with the message; until then a row is known by its channel, and
// every test has a channel of its own.
const rowOf = (page: Page, channelName: string) =>
  table(page).getByRole("row").filter({ hasText: channelName });

/** Reloads until the message has left the list (the job reads it in the background). */
async function expectGone(page: Page, channelName: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: "To process", level: 1 })).toBeVisible();
    await expect(rowOf(page, channelName)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 45_000 });
}

test("upload an e-mail, see it received, and process it", async ({
  page,
  context,
  request,
}, testInfo) => {
  const stamp = unique(testInfo.project.name);
  const channelName = await setUp(page, context, request, stamp);
  const subject = `Order ${stamp}`;

  await upload(page, channelName, `order-${stamp}.eml`, email(stamp, subject));
  await expect(page.getByText(`order-${stamp}.eml uploaded`).first()).toBeVisible();
  const row = rowOf(page, channelName);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Received", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: channelName, exact: true })).toBeVisible();
  // Subject and sender show on arrival, before the message is processed.
  await expect(row.getByRole("rowheader", { name: subject, exact: true })).toBeVisible();
  await expect(
    row.getByRole("cell", { name: new RegExp(`buyer-${stamp}@klant.test`) }),
  ).toBeVisible();

  // Nothing selected: the page says so.
  await page.getByRole("button", { name: "Process selected" }).click();
  await expect(page.getByText("Select at least one message first.")).toBeVisible();

  await rowOf(page, channelName)
    .getByRole("checkbox", { name: `Select ${subject}` })
    .check();
  await page.getByRole("button", { name: "Process selected" }).click();
  await expect(page.getByText("1 message queued for processing").first()).toBeVisible();
  await expectGone(page, channelName);
});

test("reject an uploaded e-mail", async ({ page, context, request }, testInfo) => {
  const stamp = unique(testInfo.project.name);
  const channelName = await setUp(page, context, request, stamp);
  const subject = `Not wanted ${stamp}`;

  await upload(page, channelName, `reject-${stamp}.eml`, email(stamp, subject));
  await expect(rowOf(page, channelName)).toHaveCount(1);
  await rowOf(page, channelName)
    .getByRole("checkbox", { name: `Select ${subject}` })
    .check();
  await page.getByRole("button", { name: "Reject selected" }).click();
  await expect(page.getByText("1 message rejected").first()).toBeVisible();
  await expect(rowOf(page, channelName)).toHaveCount(0);
});

test("the same e-mail uploaded twice is received once", async ({
  page,
  context,
  request,
}, testInfo) => {
  const stamp = unique(testInfo.project.name);
  const channelName = await setUp(page, context, request, stamp);
  const subject = `Twice ${stamp}`;
  const content = email(stamp, subject);

  await upload(page, channelName, `twice-${stamp}.eml`, content);
  await expect(rowOf(page, channelName)).toHaveCount(1);
  await upload(page, channelName, `twice-${stamp}.eml`, content);
  await expect(page.getByText(`twice-${stamp}.eml was already received`).first()).toBeVisible();
  await expect(rowOf(page, channelName)).toHaveCount(1);
});

test("an e-mail that cannot be read fails with the reason and can be retried", async ({
  page,
  context,
  request,
}, testInfo) => {
  const stamp = unique(testInfo.project.name);
  const channelName = await setUp(page, context, request, stamp);
  const subject = `Many parts ${stamp}`;
  const parts = Array.from(
    { length: 300 },
    (_, n) => `--b\r\nContent-Type: text/plain\r\n\r\npart ${n}`,
  ).join("\r\n");
  const content = `From: a-${stamp}@klant.test\r\nSubject: ${subject}\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n${parts}\r\n--b--\r\n`;

  await upload(page, channelName, `parts-${stamp}.eml`, content);
  await expect(rowOf(page, channelName)).toHaveCount(1);
  await rowOf(page, channelName)
    .getByRole("checkbox", { name: `Select ${subject}` })
    .check();
  await page.getByRole("button", { name: "Process selected" }).click();
  await expect(page.getByText("1 message queued for processing").first()).toBeVisible();

  const row = rowOf(page, channelName);
  await expect(async () => {
    await page.reload();
    await expect(row.getByText("Failed", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  await expect(
    row.getByText("The message could not be read: The message has more than 100 parts."),
  ).toBeVisible();
  await row.getByRole("button", { name: /^Retry/ }).click();
  await expect(page.getByText("The message is queued again").first()).toBeVisible();
});
