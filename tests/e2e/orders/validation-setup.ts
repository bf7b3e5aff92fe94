import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import type { SendMailOptions } from "nodemailer";
import { addEntry, deliver, type TenantApi } from "../support/order-mail";
import {
  admin,
  type Credentials,
  noordOperator,
  signInAndLand,
  startSignedIn,
} from "../support/sign-in";
import { tenantHeaders } from "../support/tenant";

// The validation tests work in Noord Wholesale (tests/setup/e2e-server.ts), which has an operator
// of its own beside the administrator. Both projects share one database and run in parallel:
// every address, code and subject carries the project and a stamp.
export const noord = "Noord Wholesale";

export const unique = (project: string) =>
  `${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** A customer of Noord that mails its orders to an inbound address of Noord's. */
export type ArrangedCustomer = {
  customerNumber: string;
  /** Where the customer mails its orders, and from where. */
  address: string;
  from: { name: string; address: string };
  /** A product of the tenant the orders name, and another one. */
  sku: string;
  otherSku: string;
  /** The digits of the stamp, for references. */
  digits: string;
  api: TenantApi;
};

export type ArrangedOrder = Omit<ArrangedCustomer, "address" | "from" | "digits"> & {
  id: string;
  subject: string;
};

/** The description of the other product: long, as real ones are, to be recognised in full. */
export const otherDescription = "Hex nut M8 zinc plated, DIN 934, box of 200";

/**
 * The administrator (in a browser context of their own) gives the tenant (Noord unless said) an
 * inbound address, a customer known by its e-mail domain and two products.
 */
export async function arrangeCustomer(
  browser: Browser,
  request: APIRequestContext,
  stamp: string,
  tenant = noord,
): Promise<ArrangedCustomer> {
  // A sign-in and an e-mail's processing before the test proper, on two busy cores.
  test.slow();
  // English whatever the test's locale: the sign-in helper reads the English labels.
  const context = await browser.newContext({ javaScriptEnabled: true, locale: "en-GB" });
  try {
    const page = await context.newPage();
    await startSignedIn(page, admin);
    const api = { request, headers: await tenantHeaders(context, request, tenant) };
    const digits = stamp.replace(/\D/g, "").slice(-9);
    const address = `orders-${stamp}@noord.fennec.test`;
    const channel = await api.request.post("/api/connectivity/channels", {
      headers: api.headers,
      data: { kind: "smtp", name: `Inbound ${stamp}`, settings: { address } },
    });
    expect(channel.status()).toBe(201);
    const domain = `klant-${digits}.test`;
    const customerNumber = `K-${digits}`;
    await addEntry(api, "customers", {
      customer_number: customerNumber,
      name: `Bakkerij De Groot ${digits}`,
      email_domains: [domain],
    });
    const sku = `NW-${digits}`;
    const otherSku = `NX-${digits}`;
    await addEntry(api, "products", {
      sku,
      description_en: "Spring washer M8 stainless",
      unit: "box",
    });
    await addEntry(api, "products", {
      sku: otherSku,
      description_en: otherDescription,
      unit: "box",
    });
    const from = { name: "Koen de Groot", address: `inkoop@${domain}` };
    return { customerNumber, address, from, sku, otherSku, digits, api };
  } finally {
    await context.close();
  }
}

/** The body and attachments of the customer's e-mail, written for the order's codes. */
export type OrderMailBody = (order: { sku: string; digits: string }) => SendMailOptions;

/** The usual order: a plain-text e-mail with its lines in a CSV attachment. */
const textWithCsv: OrderMailBody = ({ sku, digits }) => ({
  text: [
    "Hello,",
    "",
    `Please deliver the attached order, our reference PO-${digits}.`,
    "",
    "Kind regards,",
    "Koen de Groot",
  ].join("\n"),
  attachments: [
    {
      filename: `order-${digits}.csv`,
      content: `Article;Description;Quantity;Unit\r\n${sku};Spring washer M8 stainless;6;box\r\n`,
      contentType: "text/csv; charset=utf-8",
    },
  ],
});

/**
 * An order that arrived over SMTP and waits for validation: a customer arranged as above mails
 * an order (by default with a CSV attachment); it is processed.
 */
export async function arrangeOrder(
  browser: Browser,
  request: APIRequestContext,
  stamp: string,
  { body = textWithCsv, tenant = noord }: { body?: OrderMailBody; tenant?: string } = {},
): Promise<ArrangedOrder> {
  const { address, from, digits, ...customer } = await arrangeCustomer(
    browser,
    request,
    stamp,
    tenant,
  );
  const subject = `Purchase order PO-${digits} ${stamp}`;
  const id = await mailOrder(customer.api, {
    from,
    to: address,
    subject,
    ...body({ sku: customer.sku, digits }),
  });
  return { id, subject, ...customer };
}

/**
 * Mails an order to Fennec over SMTP, as a customer does, and waits until it is processed and
 * waits for validation. Its subject must be unique: the order is found by it.
 */
export async function mailOrder(api: TenantApi, message: SendMailOptions & { subject: string }) {
  await deliver(message);
  const id = await waitFor(async () => {
    const found = await api.request.get(
      `/api/orders/order-inquiries?search=${encodeURIComponent(message.subject)}`,
      { headers: api.headers },
    );
    return ((await found.json()).data as { id: string }[])[0]?.id;
  });
  const processed = await api.request.post("/api/orders/order-inquiries/process", {
    headers: api.headers,
    data: { orderInquiryIds: [id] },
  });
  expect(processed.ok()).toBe(true);
  await waitFor(async () => {
    const status = (await inquiry(api, id)).status;
    return status === "pending_validation" ? status : undefined;
  });
  return id;
}

async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  let value: T | undefined;
  await expect(async () => {
    value = await read();
    expect(value).toBeTruthy();
  }).toPass({ timeout: 45_000 });
  return value as T;
}

/** The inquiry as the API has it now (status, version, working order). */
export async function inquiry({ request, headers }: TenantApi, id: string) {
  const response = await request.get(`/api/orders/order-inquiries/${id}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    status: string;
    version: number;
    order: {
      customer_number: string | null;
      order_reference: string | null;
      remarks: string | null;
      lines: { id: string; product_code: string | null; quantity: string | null }[];
    };
  };
}

/**
 * The start of most validation tests: an order arranged for this test, and the Noord operator
 * on its validation screen.
 */
export async function arrangeAndOpen(
  { page, browser, request }: { page: Page; browser: Browser; request: APIRequestContext },
  language: "en" | "nl" = "en",
) {
  const order = await arrangeOrder(browser, request, unique(test.info().project.name));
  await openOrder(page, noordOperator, order.id, language);
  return order;
}

/** Signs in (the Noord operator has no other tenant) and opens the order's validation screen. */
export async function openOrder(
  page: Page,
  credentials: Credentials,
  id: string,
  language: "en" | "nl" = "en",
) {
  // The Dutch tests sign in through the Dutch sign-in form.
  if (language === "en") await startSignedIn(page, credentials);
  else await signInAndLand(page, credentials, { language });
  await goToOrder(page, id);
}

/** Opens the validation screen; with JavaScript, waits until the page is hydrated. */
export async function goToOrder(page: Page, id: string) {
  await page.goto(`/validate/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The shortcuts' button is rendered once React runs: before, a click is a plain form post.
  if (test.info().project.use.javaScriptEnabled !== false) {
    await expect(
      page.getByRole("button", { name: /^(Keyboard shortcuts|Sneltoetsen)$/ }),
    ).toBeVisible();
  }
}
