import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { signInAndLand } from "./sign-in";
import { tenantHeaders } from "./tenant";

const BASE = "/api/orders/order-inquiries";

/** Values an operator changes in an order: every line's quantity, the reference, the remarks. */
type OrderChanges = { quantity?: string; orderReference?: string; remarks?: string };

/** Order data made through the API of one tenant, as an external API client would. */
export async function orderApi(
  context: BrowserContext,
  request: APIRequestContext,
  tenantName: string,
) {
  const headers = await tenantHeaders(context, request, tenantName);
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read as the tests need it
  const json = async (response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<any> => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return response.json();
  };

  async function entryIn(key: "customers" | "products", values: Record<string, unknown>) {
    const types: { data: { id: string; key: string }[] } = await json(
      await request.get("/api/dynamic-assets/asset-types", { headers }),
    );
    const type = types.data.find((candidate) => candidate.key === key);
    if (!type) throw new Error(`${tenantName} has no ${key}`);
    await json(
      await request.post(`/api/dynamic-assets/asset-types/${type.id}/entries`, {
        headers,
        data: { values, links: {} },
      }),
    );
  }

  async function inquiry(id: string) {
    return (await json(await request.get(`${BASE}/${id}`, { headers }))).data;
  }

  /** Saves or validates the order as it is, but for the values `changed`. */
  async function putOrder(
    id: string,
    action: "save" | "validate",
    changed: OrderChanges & { customerNumber?: string },
  ) {
    const current = await inquiry(id);
    const order = current.order;
    const response = await request.put(`${BASE}/${id}/order`, {
      headers,
      data: {
        version: current.version,
        action,
        order: {
          customer_number: changed.customerNumber ?? order.customer_number,
          order_reference: changed.orderReference ?? order.order_reference,
          requested_delivery_date: order.requested_delivery_date,
          delivery_address: order.delivery_address,
          remarks: changed.remarks ?? order.remarks,
          lines: order.lines.map(
            (line: { id: string; product_code: string; quantity: string; unit: string }) => ({
              id: line.id,
              product_code: line.product_code,
              quantity: changed.quantity ?? line.quantity,
              unit: line.unit,
              remarks: null,
            }),
          ),
        },
      },
    });
    return (await json(response)).data;
  }

  return {
    headers,
    inquiry,
    /** A customer and a product of this test's own, so that its orders can be validated. */
    async catalogue(stamp: string) {
      const digits = stamp.replace(/\D/g, "").slice(-9);
      const customer = { number: `K-${digits}`, name: `Klant ${stamp}` };
      const sku = `P-${digits}`;
      await entryIn("customers", {
        customer_number: customer.number,
        name: customer.name,
        contact_emails: [`buyer-${stamp}@klant.test`],
      });
      await entryIn("products", {
        sku,
        description_en: `Hex bolt ${stamp}`,
        unit: "box",
      });
      return { customer, sku };
    },
    /** An upload channel of this test's own. */
    async channel(stamp: string) {
      const created = await json(
        await request.post("/api/connectivity/channels", {
          headers,
          data: { kind: "upload", name: `Uploads ${stamp}` },
        }),
      );
      return created.data.id as string;
    },
    /** An order e-mailed by the customer's buyer, uploaded: answers the inquiry's id. */
    async upload(channelId: string, stamp: string, subject: string, sku: string) {
      const csv = `Article;Description;Quantity;Unit\r\n${sku};Hex bolt;12,5;box\r\n`;
      const raw = [
        `From: Buyer <buyer-${stamp}@klant.test>`,
        "To: orders@zuid.test",
        `Subject: ${subject}`,
        `Message-ID: <${stamp}-${Math.floor(Math.random() * 1e9)}@klant.test>`,
        "Date: Mon, 23 Nov 2026 09:00:00 +0100",
        "MIME-Version: 1.0",
        'Content-Type: multipart/mixed; boundary="b"',
        "",
        "--b",
        "Content-Type: text/plain; charset=utf-8",
        "",
        `Hello, please deliver the attached order. Our reference: PO-${stamp}.`,
        "--b",
        'Content-Type: text/csv; charset=utf-8; name="order.csv"',
        'Content-Disposition: attachment; filename="order.csv"',
        "",
        csv,
        "--b--",
        "",
      ].join("\r\n");
      return this.uploadRaw(channelId, subject, raw);
    },
    /** The e-mail `raw`, uploaded: answers the inquiry's id. */
    async uploadRaw(channelId: string, subject: string, raw: string) {
      await json(
        await request.post(`/api/connectivity/channels/${channelId}/messages`, {
          headers,
          multipart: {
            file: { name: "order.eml", mimeType: "message/rfc822", buffer: Buffer.from(raw) },
          },
        }),
      );
      const found = await json(
        await request.get(`${BASE}?search=${encodeURIComponent(subject)}`, { headers }),
      );
      const id = found.data[0]?.id as string;
      expect(id).toBeTruthy();
      return id;
    },
    /** Starts processing the inquiry `id`. */
    async process(id: string) {
      await json(
        await request.post(`${BASE}/process`, { headers, data: { orderInquiryIds: [id] } }),
      );
    },
    /** An uploaded order, processed: answers the inquiry once it waits for validation. */
    async order(channelId: string, stamp: string, subject: string, sku: string) {
      const id = await this.upload(channelId, stamp, subject, sku);
      await json(
        await request.post(`${BASE}/process`, { headers, data: { orderInquiryIds: [id] } }),
      );
      await expect
        .poll(async () => (await inquiry(id)).status, { timeout: 45_000 })
        .toBe("pending_validation");
      return inquiry(id);
    },
    /** Validates the order with `customerNumber` as its customer, the values `changed`. */
    async validate(id: string, customerNumber: string, changed: OrderChanges = {}) {
      return putOrder(id, "validate", { customerNumber, ...changed });
    },
    /** Saves the order with the values `changed`, as another operator would. */
    async save(id: string, changed: OrderChanges = {}) {
      return putOrder(id, "save", changed);
    },
    async rejectOrder(id: string, reason: string) {
      const current = await inquiry(id);
      return json(
        await request.post(`${BASE}/${id}/reject-order`, {
          headers,
          data: { version: current.version, reason },
        }),
      );
    },
  };
}

// Both projects share one database and run in parallel: every subject carries the project and
// a stamp, and the lists are searched for it. Zuid Wholesale, as in to-process.e2e.ts: no other
// test switches its automatic processing on, so uploads wait as received.
export const ordersTenant = "Zuid Wholesale";

/**
 * Signs in and gives the test a customer, a product and an upload channel of its own in
 * Zuid Wholesale; the test makes its orders, then switches the page there (`switchTenant`).
 */
export async function startWithOrders(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  project: string,
) {
  const stamp = `${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await signInAndLand(page);
  const api = await orderApi(context, request, ordersTenant);
  const { customer, sku } = await api.catalogue(stamp);
  const channel = await api.channel(stamp);
  return { stamp, api, customer, sku, channel };
}
