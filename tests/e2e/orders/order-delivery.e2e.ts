import { expect, type Page, test } from "@playwright/test";
import {
  type StandInMynuma,
  startStandInMynuma,
} from "../../../server/modules/connectivity/integrations/mynuma/stand-in-mynuma-server";
import { chooseDutch } from "../support/language";
import { addEntry, deliver } from "../support/order-mail";
import { orderApi } from "../support/orders";
import { startSignedIn } from "../support/sign-in";
import { switchTenant } from "../support/tenant";

// Each project works in a tenant of its own (tests/setup/e2e-server.ts): its validated orders go
// to its one active integration, a stand-in mynuma on loopback started here, which knows this
// test's customer and one of its two products.

const API_KEY = "mynuma-delivery-e2e-key";
const tenantOf = (project: string) =>
  project === "js" ? "Levering JS Wholesale" : "Levering No-JS Wholesale";

let standIn: StandInMynuma | undefined;

test.afterAll(async () => {
  await standIn?.close();
});

const deliveryOf = (page: Page) => page.getByRole("region", { name: "Delivery to the ERP" });

test("the order pages show the delivery: the ERP number once accepted; a refusal's reason per line, sent again, corrected", async ({
  page,
  context,
  request,
}, testInfo) => {
  // Two orders through intake, validation and the ERP, on two busy cores.
  test.slow();
  const tenant = tenantOf(testInfo.project.name);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await startSignedIn(page);
  await switchTenant(page, tenant);
  const api = await orderApi(context, request, tenant);
  const { customer, sku } = await api.catalogue(stamp);
  const unknownSku = `U-${stamp.replace(/\D/g, "").slice(-9)}`;
  await addEntry({ request, headers: api.headers }, "products", {
    sku: unknownSku,
    description_en: `Washer ${stamp}`,
    unit: "box",
  });
  const channel = await api.channel(stamp);
  standIn = await startStandInMynuma({
    host: "127.0.0.1",
    apiKey: API_KEY,
    customers: [customer.number],
    products: [sku],
    confirmAfterMs: 1000,
  });
  const created = await request.post("/api/connectivity/integrations", {
    headers: api.headers,
    data: {
      name: `mynuma ${stamp}`,
      erp_type: "mynuma",
      settings: { base_url: standIn.url, api_key: API_KEY },
    },
  });
  expect(created.status()).toBe(201);

  // E-mailed over SMTP to the tenant's own inbound address, processed, and validated on the
  // validation screen by the operator: accepted, then confirmed, so completed, with the ERP's
  // order number on the order, in the archive and its list.
  const address = `orders-${stamp}@levering.fennec.test`;
  const inbound = await request.post("/api/connectivity/channels", {
    headers: api.headers,
    data: { kind: "smtp", name: `Inbound ${stamp}`, settings: { address } },
  });
  expect(inbound.status()).toBe(201);
  const subject = `Accepted ${stamp}`;
  await deliver({
    from: `Buyer <buyer-${stamp}@klant.test>`,
    to: address,
    subject,
    text: `Hello,\n\nPlease deliver 12 x ${sku}.\n\nOur reference: PO-${stamp}\n`,
  });
  let acceptedId = "";
  await expect
    .poll(
      async () => {
        const found = await request.get(
          `/api/orders/order-inquiries?search=${encodeURIComponent(subject)}`,
          { headers: api.headers },
        );
        acceptedId = (await found.json()).data[0]?.id ?? "";
        return acceptedId;
      },
      { timeout: 45_000 },
    )
    .not.toBe("");
  await api.process(acceptedId);
  await expect
    .poll(async () => (await api.inquiry(acceptedId)).status, { timeout: 45_000 })
    .toBe("pending_validation");
  await page.goto(`/validate/${acceptedId}`);
  // With JavaScript, the customer becomes a combobox once the page is hydrated: a click before
  // that can land while React takes the form over, and be lost.
  const customerRole = testInfo.project.name === "js" ? "combobox" : "textbox";
  await expect(page.getByRole(customerRole, { name: "Customer" })).toBeVisible();
  await page.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(page.getByText("Order validated").first()).toBeVisible();
  const accepted = { id: acceptedId };
  await expect
    .poll(async () => (await api.inquiry(accepted.id)).status, { timeout: 45_000 })
    .toBe("completed");
  const erpNumber = standIn.orders()[0]?.orderNumber as string;
  expect(erpNumber).toMatch(/^SO-/);

  await page.goto(`/archive?search=${encodeURIComponent(stamp)}`);
  const archived = page
    .getByRole("table", { name: "Archived orders" })
    .getByRole("row")
    .filter({ hasText: subject });
  await expect(archived.getByRole("cell", { name: "Completed", exact: true })).toBeVisible();
  await expect(archived.getByRole("cell", { name: erpNumber })).toBeVisible();
  await archived.getByRole("link", { name: subject }).click();
  await expect(page).toHaveURL(`/archive/${accepted.id}`);
  const delivery = deliveryOf(page);
  await expect(delivery.getByText(`ERP order number: ${erpNumber}`)).toBeVisible();
  const first = delivery.getByRole("article", { name: `Delivery 1 to mynuma ${stamp} Confirmed` });
  await expect(first).toBeVisible();
  await expect(first.getByRole("definition").filter({ hasText: "Not yet" })).toHaveCount(0);
  const attempts = first.getByRole("table", { name: "Attempts of delivery 1" });
  await expect(attempts.getByRole("row").nth(1)).toContainText("SendAccepted");
  // The status checks until the ERP confirmed it: the last one says so.
  await expect(attempts.getByRole("row").last()).toContainText("Status checkConfirmed by the ERP");
  await page.goto(`/order-inquiries/${accepted.id}`);
  await expect(deliveryOf(page).getByText(`ERP order number: ${erpNumber}`)).toBeVisible();

  // Refused: submit_failed, found by the filter, the ERP's reason shown on the order's line.
  const refused = await api.order(channel, stamp, `Refused ${stamp}`, unknownSku);
  await api.validate(refused.id, customer.number);
  await expect
    .poll(async () => (await api.inquiry(refused.id)).status, { timeout: 45_000 })
    .toBe("submit_failed");
  await page.goto(`/order-inquiries?search=${encodeURIComponent(stamp)}`);
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("checkbox", { name: "Submit failed" }).check();
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=submit_failed/);
  const list = page.getByRole("table", { name: "Order inquiries" });
  await expect(list.getByRole("row")).toHaveCount(2);
  // The list says why, as it does for an e-mail that could not be read.
  await expect(list.getByRole("cell", { name: /^Submit failed.+refused 1 line/ })).toBeVisible();
  await list.getByRole("link", { name: `Refused ${stamp}` }).click();

  const lineError = `Line 1 (${unknownSku}): Unknown product code ${unknownSku}`;
  await expect(deliveryOf(page).getByText(lineError)).toBeVisible();
  await expect(deliveryOf(page).getByText("Refused lines")).toBeVisible();
  await expect(
    deliveryOf(page).getByRole("article", { name: `Delivery 1 to mynuma ${stamp} Refused` }),
  ).toBeVisible();

  // Sent again as it is: refused again, a second attempt in the same delivery's history.
  await deliveryOf(page).getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText("The order will be sent to the ERP again")).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(
      deliveryOf(page)
        .getByRole("table", { name: "Attempts of delivery 1" })
        .getByRole("cell", { name: "Refused", exact: true }),
    ).toHaveCount(2);
  }).toPass({ timeout: 45_000 });

  // Corrected: the validation screen shows what the ERP refused above the form.
  await deliveryOf(page).getByRole("link", { name: "Correct the order" }).click();
  await expect(page).toHaveURL(`/validate/${refused.id}`);
  await expect(deliveryOf(page).getByText(lineError)).toBeVisible();
  await expect(
    deliveryOf(page).getByText("The ERP did not take this order. Correct it below"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Validate", exact: true })).toBeVisible();

  // The product corrected on the validation screen and validated again: a new delivery, accepted.
  // With JavaScript the product is picked from Products as you type; without, its code typed.
  const product = page.getByRole("group", { name: "Line 1" }).getByLabel("Product");
  await product.fill(sku);
  if (testInfo.project.name === "js") {
    await page.getByRole("option", { name: new RegExp(sku) }).click();
  }
  await page.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(page.getByText("Order validated").first()).toBeVisible();
  await expect
    .poll(async () => (await api.inquiry(refused.id)).status, { timeout: 45_000 })
    .toMatch(/^(submitted|completed)$/);
  await page.goto(`/order-inquiries/${refused.id}`);
  const secondNumber = (await api.inquiry(refused.id)).erp_order_number as string;
  await expect(deliveryOf(page).getByText(`ERP order number: ${secondNumber}`)).toBeVisible();
  await expect(
    deliveryOf(page).getByRole("article", {
      name: new RegExp(`^Delivery 2 to mynuma ${stamp} (Accepted|Confirmed)$`),
    }),
  ).toBeVisible();
  await expect(
    deliveryOf(page).getByRole("article", { name: `Delivery 1 to mynuma ${stamp} Refused` }),
  ).toBeVisible();
  await expect(deliveryOf(page).getByRole("button", { name: "Send again" })).toHaveCount(0);

  // In Dutch.
  await chooseDutch(page);
  await page.goto(`/order-inquiries/${refused.id}`);
  const levering = page.getByRole("region", { name: "Levering aan het ERP" });
  await expect(levering.getByText(`ERP-ordernummer: ${secondNumber}`)).toBeVisible();
  // The refused delivery was sent before the correction: its line goes without today's product.
  await expect(
    levering.getByText(`Regel 1: Unknown product code ${unknownSku}`, { exact: true }),
  ).toBeVisible();
  await expect(levering.getByRole("table", { name: "Pogingen van levering 1" })).toBeVisible();
});
