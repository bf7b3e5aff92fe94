import { expect, test } from "@playwright/test";
import { startSignedIn } from "../support/sign-in";
import { switchTenant, tenantHeaders } from "../support/tenant";

// West Wholesale (tests/setup/e2e-server.ts) belongs to this test alone and starts empty, so
// the home page's counts are exact. One project runs it (`.js-only`); the counts are rendered
// on the server, the same with JavaScript off.
const tenantName = "West Wholesale";

function email(n: number) {
  return [
    `From: Inkoop ${n} <inkoop-${n}@klant.test>`,
    "To: orders@west.test",
    `Subject: Bestelling ${n}`,
    `Message-ID: <home-${n}-${Date.now()}@klant.test>`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    `Graag ${n} dozen HB-M5x16-TZ.`,
    "",
  ].join("\r\n");
}

test("home counts the messages waiting and the orders to validate", async ({
  page,
  context,
  request,
}) => {
  await startSignedIn(page);
  await switchTenant(page, tenantName);
  await page.goto("/");
  const toProcess = page.getByRole("listitem").filter({ hasText: "To process" });
  const validate = page.getByRole("listitem").filter({ hasText: "Validate" });
  await expect(toProcess.getByText("0 messages waiting")).toBeVisible();
  await expect(validate.getByText("0 orders to validate")).toBeVisible();

  const headers = await tenantHeaders(context, request, tenantName);
  const channel = await request.post("/api/connectivity/channels", {
    headers,
    data: { kind: "upload", name: "Home counts" },
  });
  expect(channel.status()).toBe(201);
  const { data } = await channel.json();
  // One product, so that a processed message is an order to validate.
  const types: { data: { id: string; key: string }[] } = await (
    await request.get("/api/dynamic-assets/asset-types", { headers })
  ).json();
  const products = types.data.find((type) => type.key === "products");
  const product = await request.post(`/api/dynamic-assets/asset-types/${products?.id}/entries`, {
    headers,
    data: {
      values: { sku: "HB-M5x16-TZ", description_en: "Hex bolt M5x16", unit: "box" },
      links: {},
    },
  });
  expect(product.status()).toBe(201);
  for (const n of [1, 2, 3]) {
    const uploaded = await request.post(`/api/connectivity/channels/${data.id}/messages`, {
      headers,
      multipart: {
        file: { name: `order-${n}.eml`, mimeType: "message/rfc822", buffer: Buffer.from(email(n)) },
      },
    });
    expect(uploaded.ok()).toBe(true);
  }
  await page.reload();
  await expect(toProcess.getByText("3 messages waiting")).toBeVisible();
  await expect(validate.getByText("0 orders to validate")).toBeVisible();

  const inquiries: { data: { id: string; subject: string }[] } = await (
    await request.get("/api/orders/order-inquiries?search=Bestelling%201", { headers })
  ).json();
  const first = inquiries.data.find((inquiry) => inquiry.subject === "Bestelling 1");
  const processed = await request.post("/api/orders/order-inquiries/process", {
    headers,
    data: { orderInquiryIds: [first?.id] },
  });
  expect(processed.ok()).toBe(true);
  await expect(async () => {
    await page.reload();
    // The two counts are two API calls: a page rendered while the order moves between the
    // queues may count it in both, so both are checked on the same render.
    await expect(validate.getByText("1 order to validate")).toBeVisible({ timeout: 1_000 });
    await expect(toProcess.getByText("2 messages waiting")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});
