import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import {
  type StandInMynuma,
  startStandInMynuma,
} from "../../connectivity/integrations/mynuma/stand-in-mynuma-server.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { receiveAndProcess } from "../inquiries/receive-and-process.ts";
import type { WorkingOrder } from "../validation/working-order.ts";
import type { OrderDelivery } from "./delivery-detail.ts";

/**
 * Delivery to mynuma end to end (decision 027): the whole Fennec with its job workers, a stand-in
 * mynuma on loopback, orders e-mailed in and validated through the API as the screens do. Short
 * retry and polling times, so nothing waits long.
 */
const { appPool } = connectTestDatabase();
const server = startTestServer({
  FENNEC_ROLE: "all",
  OUTBOUND_ALLOW_PRIVATE: "true",
  DELIVERY_RETRY_BASE_SECONDS: "1",
  DELIVERY_MAX_ATTEMPTS: "3",
  DELIVERY_STATUS_POLL_SECONDS: "1",
  DELIVERY_REQUEST_TIMEOUT_MS: "1500",
});
const stamp = Date.now();
const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
const password = "delivery-spec-password";
const API_KEY = "mynuma-delivery-key";
const tokens: Record<string, string> = {};
let standIn: StandInMynuma;
let integrationId: string;
let sequence = 0;

const RUBEN = "Ruben <ruben@elektrovandenberg.nl>"; // customer 19376
/** Cable ties: in Fennec's reference data, not (at first) in mynuma's. */
const UNKNOWN_TO_MYNUMA = "EL-KB100-NT";

type Detail = {
  id: string;
  status: string;
  version: number;
  error: string | null;
  erp_order_number: string | null;
  ai_accuracy: number | null;
  validated_by: string | null;
  order: WorkingOrder;
  history: Array<{ status: string; by: string | null; note: string | null }>;
  deliveries: OrderDelivery[];
};

const api = (who: string, route: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api${route}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function detail(id: string): Promise<Detail> {
  return (await (await api("ann", `/orders/order-inquiries/${id}`)).json()).data;
}

/** The order once `done` holds, read as the screens read it. */
async function until(id: string, done: (order: Detail) => boolean, timeoutMs = 45_000) {
  const end = Date.now() + timeoutMs;
  let last = await detail(id);
  while (!done(last)) {
    if (Date.now() > end) {
      throw new Error(`order ${id} stayed ${last.status}: ${JSON.stringify(last.deliveries)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await detail(id);
  }
  return last;
}

async function receive(lines: string[], { reference = true } = {}): Promise<Detail> {
  sequence++;
  const raw = Buffer.from(
    [
      `From: ${RUBEN}`,
      "To: orders@technigro.nl",
      `Subject: Bestelling ${stamp}-${sequence}`,
      `Message-ID: <${stamp}.${sequence}@delivery.test>`,
      "Date: Mon, 23 Nov 2026 09:00:00 +0100",
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Goedemorgen,",
      "",
      "Graag leveren:",
      ...lines,
      "",
      reference ? `Onze ordernummer: PO-${stamp}-${sequence}` : "",
      "",
    ].join("\r\n"),
  );
  const { inquiryId } = await receiveAndProcess(appPool, tenantIdOf.id, raw);
  return detail(inquiryId);
}

const tenantIdOf = { id: "" };

const asInput = (order: WorkingOrder) => ({
  ...order,
  lines: order.lines.map(({ id, product_code, quantity, unit, remarks }) => ({
    id,
    product_code,
    quantity,
    unit,
    remarks,
  })),
});

async function validate(order: Detail, changed: WorkingOrder = order.order) {
  const response = await api("ann", `/orders/order-inquiries/${order.id}/order`, "PUT", {
    version: order.version,
    action: "validate",
    order: asInput(changed),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function setRules(rules: object) {
  const current = (await (await api("admin", `/connectivity/integrations/${integrationId}`)).json())
    .data;
  const response = await api("admin", `/connectivity/integrations/${integrationId}`, "PUT", {
    name: current.name,
    erp_type: current.erp_type,
    active: true,
    settings: { base_url: standIn.url },
    rules,
  });
  expect(response.status).toBe(200);
}

/** What the tenant's log says about an order's delivery, as an administrator reads it. */
async function deliveryLogOf(order: Detail) {
  const response = await api("admin", "/log/logs?area=delivery&per_page=200");
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ subject: { id: string } | null }> };
  // The integration's credentials are in none of it.
  expect(JSON.stringify(data)).not.toContain(API_KEY);
  return data.filter((entry) => entry.subject?.id === order.id);
}

const mynumaOrdersFor = (order: Detail) =>
  standIn.orders().filter((erpOrder) => erpOrder.idempotencyKey.startsWith(order.id));

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `delivery-${stamp}`, name: "Levering BV" });
  tenantIdOf.id = tenant.id;
  for (const [key, role] of [
    ["ann", "operator"],
    ["admin", "administrator"],
  ] as const) {
    const email = `${key}-${stamp}@delivery.test`;
    await createUser(appPool, { email, password, tenantKey: tenant.key, role });
    tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  }
  for (const [type, file] of [
    ["customers", "customers.csv"],
    ["products", "products.csv"],
  ] as const)
    await importFileIntoType(appPool, tenant.id, type, path.join(catalog, file));
  const codes = async (file: string) =>
    (await readFile(path.join(catalog, file), "utf8"))
      .split("\n")
      .slice(1)
      .map((line) => line.split(";")[0] as string)
      .filter(Boolean);
  standIn = await startStandInMynuma({
    apiKey: API_KEY,
    customers: await codes("customers.csv"),
    products: (await codes("products.csv")).filter((code) => code !== UNKNOWN_TO_MYNUMA),
    confirmAfterMs: 1_000,
  });
  const response = await api("admin", "/connectivity/integrations", "POST", {
    name: "mynuma",
    erp_type: "mynuma",
    settings: { base_url: standIn.url, api_key: API_KEY },
  });
  expect(response.status).toBe(201);
  integrationId = (await response.json()).data.id;
}, 120_000);

afterAll(async () => {
  await standIn?.close();
});

describe("delivering a validated order to mynuma", { timeout: 120_000 }, () => {
  it("submits it once, stores the ERP order number, and completes it when mynuma confirms", async () => {
    const order = await receive(["10 x HB-M6x20-ZN", "5 x HB-M5x16-TZ"]);
    expect(order.status).toBe("pending_validation");
    await validate(order);
    const completed = await until(order.id, (o) => o.status === "completed");
    const [erpOrder] = mynumaOrdersFor(order);
    expect(mynumaOrdersFor(order)).toHaveLength(1);
    expect(erpOrder?.lines).toEqual([
      { line: 1, product_code: "HB-M6x20-ZN", quantity: "10", unit: expect.anything() },
      { line: 2, product_code: "HB-M5x16-TZ", quantity: "5", unit: expect.anything() },
    ]);
    expect(completed.erp_order_number).toBe(erpOrder?.orderNumber);
    expect(completed.history.map((event) => event.status)).toEqual(
      expect.arrayContaining(["validated", "submitted", "completed"]),
    );
    const [delivery] = completed.deliveries;
    expect(delivery).toMatchObject({
      status: "completed",
      integration_name: "mynuma",
      erp_order_number: erpOrder?.orderNumber,
      reason: null,
    });
    expect(delivery?.attempts.map((a) => `${a.kind}:${a.outcome}`)).toEqual([
      "submit:accepted",
      "status:confirmed",
    ]);
  });

  it("shows mynuma's refusal per line, and sends the corrected order once validated again", async () => {
    const order = await receive(["10 x HB-M6x20-ZN", `4 x ${UNKNOWN_TO_MYNUMA}`]);
    expect(order.order.lines.map((line) => line.product_code)).toEqual([
      "HB-M6x20-ZN",
      UNKNOWN_TO_MYNUMA,
    ]);
    await validate(order);
    const refused = await until(order.id, (o) => o.status === "submit_failed");
    expect(refused.deliveries[0]).toMatchObject({
      status: "refused",
      line_errors: [{ line: 2, message: expect.stringContaining(UNKNOWN_TO_MYNUMA) }],
    });
    expect(refused.error).toBe(refused.deliveries[0]?.reason);
    expect(refused.history.at(-1)).toMatchObject({ status: "submit_failed", note: refused.error });
    expect(mynumaOrdersFor(order)).toHaveLength(0);
    // The administrator's log has the refusal once, linked to the order, with mynuma's reason.
    expect(await deliveryLogOf(order)).toEqual([
      expect.objectContaining({
        level: "error",
        kind: "event",
        action: "delivery_refused",
        subject: { type: "order_inquiry", id: order.id, label: null },
        user: null,
        message: "events.delivery_refused",
        details: { reason: refused.error },
      }),
    ]);

    // the operator corrects the line and validates again: a new delivery, a new key
    const corrected = {
      ...refused.order,
      lines: refused.order.lines.map((line, index) =>
        index === 1 ? { ...line, product_code: "HB-M5x16-TZ" } : line,
      ),
    };
    await validate(refused, corrected);
    const submitted = await until(order.id, (o) => o.erp_order_number !== null);
    expect(submitted.deliveries.map((d) => d.status)).toEqual([
      expect.stringMatching(/submitted|completed/),
      "refused",
    ]);
    expect(mynumaOrdersFor(order)).toHaveLength(1);
    expect(mynumaOrdersFor(order)[0]?.lines[1]?.product_code).toBe("HB-M5x16-TZ");
  });

  it("sends a refused order again unchanged with retry", async () => {
    const order = await receive([`3 x ${UNKNOWN_TO_MYNUMA}`]);
    await validate(order);
    await until(order.id, (o) => o.status === "submit_failed");
    const retried = await api("ann", `/orders/order-inquiries/${order.id}/retry`, "POST");
    expect(retried.status).toBe(200);
    expect((await retried.json()).data.status).toMatch(/validated|submit_failed/);
    const again = await until(
      order.id,
      (o) => o.status === "submit_failed" && (o.deliveries[0]?.attempts.length ?? 0) === 2,
    );
    // the same delivery, with its idempotency key, tried twice
    expect(again.deliveries).toHaveLength(1);
    expect(mynumaOrdersFor(order)).toHaveLength(0);
  });

  it("refuses to retry an order that was sent", async () => {
    const order = await receive(["4 x HB-M6x20-ZN"]);
    await validate(order);
    await until(order.id, (o) => o.erp_order_number !== null);
    const response = await api("ann", `/orders/order-inquiries/${order.id}/retry`, "POST");
    expect(response.status).toBe(409);
    expect(mynumaOrdersFor(order)).toHaveLength(1);
  });

  it("retries after a 503 and creates one ERP order", async () => {
    standIn.configure({ failEveryNth: 1, retryAfterSeconds: 1 });
    const order = await receive(["2 x HB-M6x20-ZN"]);
    await validate(order);
    const waiting = await until(order.id, (o) => (o.deliveries[0]?.attempts.length ?? 0) >= 1);
    expect(waiting.status).toBe("validated");
    expect(waiting.deliveries[0]).toMatchObject({ status: "pending" });
    expect(waiting.deliveries[0]?.attempts[0]).toMatchObject({
      kind: "submit",
      outcome: "transient",
    });
    standIn.configure({ failEveryNth: 0 });
    const submitted = await until(order.id, (o) => o.erp_order_number !== null);
    expect(submitted.deliveries[0]?.attempts[0]?.outcome).toBe("transient");
    expect(submitted.deliveries[0]?.attempts.some((a) => a.outcome === "accepted")).toBe(true);
    expect(mynumaOrdersFor(order)).toHaveLength(1);
  });

  it("asks again after a time-out with the same key: mynuma answers the order it already made", async () => {
    // mynuma stores the order, then answers too late: Fennec never hears the number
    standIn.configure({ delayMs: 2_500 });
    const order = await receive(["7 x HB-M6x20-ZN"]);
    await validate(order);
    await until(order.id, (o) => (o.deliveries[0]?.attempts.length ?? 0) >= 1);
    expect(mynumaOrdersFor(order)).toHaveLength(1);
    standIn.configure({ delayMs: 0 });
    const submitted = await until(order.id, (o) => o.erp_order_number !== null);
    expect(submitted.deliveries[0]?.attempts[0]?.outcome).toBe("transient");
    expect(mynumaOrdersFor(order)).toHaveLength(1);
    expect(submitted.erp_order_number).toBe(mynumaOrdersFor(order)[0]?.orderNumber);
  });

  it("gives up after the last attempt, and retry sends it again with the same key", async () => {
    standIn.configure({ failEveryNth: 1, retryAfterSeconds: 1 });
    const order = await receive(["1 x HB-M6x20-ZN"]);
    await validate(order);
    const failed = await until(order.id, (o) => o.status === "submit_failed", 60_000);
    expect(failed.deliveries[0]).toMatchObject({ status: "failed" });
    expect(failed.deliveries[0]?.attempts).toHaveLength(3);
    expect(failed.error).toMatch(/gave up after 3 attempts/);
    // Logged once when given up, not at each attempt that was retried.
    expect(await deliveryLogOf(order)).toEqual([
      expect.objectContaining({
        level: "error",
        action: "delivery_given_up",
        subject: { type: "order_inquiry", id: order.id, label: null },
        message: "events.delivery_given_up",
        details: { reason: failed.error },
      }),
    ]);
    standIn.configure({ failEveryNth: 0 });
    expect((await api("ann", `/orders/order-inquiries/${order.id}/retry`, "POST")).status).toBe(
      200,
    );
    const submitted = await until(order.id, (o) => o.erp_order_number !== null);
    expect(submitted.deliveries).toHaveLength(1);
    expect(mynumaOrdersFor(order)).toHaveLength(1);
  });

  it("marks an order mynuma cancelled as not sent", async () => {
    const order = await receive(["9 x HB-M6x20-ZN"]);
    await validate(order);
    const submitted = await until(order.id, (o) => o.erp_order_number !== null);
    standIn.cancel(submitted.erp_order_number as string);
    // read before mynuma confirms it (a second after receipt)
    const cancelled = await until(order.id, (o) => o.status !== "submitted");
    expect(cancelled.status).toBe("submit_failed");
    expect(cancelled.deliveries[0]).toMatchObject({ status: "cancelled" });
    expect(cancelled.error).toContain(submitted.erp_order_number);
  });
});

describe("the threshold rule", { timeout: 120_000 }, () => {
  it("validates and sends an order read with enough confidence, with no operator", async () => {
    await setRules({ threshold: { enabled: true, min_confidence: 0.5 } });
    try {
      const order = await receive(["12 x HB-M6x20-ZN"]);
      const sent = await until(order.id, (o) => o.erp_order_number !== null);
      const validated = sent.history.find((event) => event.status === "validated");
      expect(validated).toMatchObject({ by: null, note: "automatic" });
      expect(sent.validated_by).toBeNull();
      expect(sent.ai_accuracy).toBe(1);
      expect(mynumaOrdersFor(order)).toHaveLength(1);
    } finally {
      await setRules({ threshold: { enabled: false, min_confidence: 0.95 } });
    }
  });

  it("counts a field it did not find by the chance that it is really absent", async () => {
    // every value found is 0.99 sure here; a missing order reference is 0.98 sure to be absent
    await setRules({ threshold: { enabled: true, min_confidence: 0.99 } });
    try {
      const withReference = await receive(["12 x HB-M6x20-ZN"]);
      await until(withReference.id, (o) => o.erp_order_number !== null);
      const without = await receive(["12 x HB-M6x20-ZN"], { reference: false });
      expect(without.status).toBe("pending_validation");
    } finally {
      await setRules({ threshold: { enabled: false, min_confidence: 0.95 } });
    }
  });

  it("leaves an order for the operator when a value is below the threshold", async () => {
    await setRules({ threshold: { enabled: true, min_confidence: 1 } });
    try {
      // processed in this call: had the rule validated it, it would be validated now
      const order = await receive(["2 dozen kabelbinders zwart lang"]);
      expect(order.status).toBe("pending_validation");
      expect(order.deliveries).toEqual([]);
    } finally {
      await setRules({ threshold: { enabled: false, min_confidence: 0.95 } });
    }
  });
});
