import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { importFileIntoType } from "../assets/imports/import-file-into-type.ts";
import { createUser } from "../identity/create-user.ts";
import { receiveAndProcess } from "../orders/inquiries/receive-and-process.ts";
import { createTenant } from "../tenants/create-tenant.ts";

/**
 * The rollups as the real pipeline moves orders (decision 049): e-mails received and read
 * against the corpus catalogue, one validated untouched through the API, one rejected, one
 * waiting; today's figures follow, with nothing written by the test but the e-mails.
 */
const { appPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
const password = "analytics-pipeline-password";
const tokens: Record<string, string> = {};
let tenantId: string;
let sequence = 0;

const api = (who: string, route: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api${route}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function receive() {
  sequence++;
  const raw = Buffer.from(
    `From: Ruben <ruben@elektrovandenberg.nl>\r\nTo: orders@technigro.nl\r\nSubject: Bestelling ${stamp}-${sequence}\r\nMessage-ID: <${stamp}.${sequence}@analytics.test>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nGraag leveren:\r\n10 x HB-M6x20-ZN\r\n2 dozen kabelbinders zwart lang\r\n\r\nOnze ordernummer: PO-${stamp}-${sequence}\r\n`,
  );
  const { inquiryId } = await receiveAndProcess(appPool, tenantId, raw);
  const response = await api("operator", `/orders/order-inquiries/${inquiryId}`);
  return (await response.json()).data as {
    id: string;
    version: number;
    line_count: number;
    order: {
      lines: Array<{
        id: string;
        product_code: string;
        quantity: string;
        unit: string;
        remarks: string;
      }>;
    } & Record<string, unknown>;
  };
}

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `analytics-p-${stamp}`, name: "Pijplijn BV" });
  tenantId = tenant.id;
  for (const [key, role] of [
    ["admin", "administrator"],
    ["operator", "operator"],
  ] as const) {
    const email = `${key}-${stamp}@analytics-pipeline.test`;
    await createUser(appPool, { email, password, tenantKey: tenant.key, role });
    tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  }
  for (const [type, file] of [
    ["customers", "customers.csv"],
    ["products", "products.csv"],
  ] as const)
    await importFileIntoType(appPool, tenantId, type, path.join(catalog, file));
}, 120_000);

it("counts what the pipeline and the operators did today", async () => {
  const first = await receive();
  const second = await receive();
  const third = await receive();
  const { order } = first;
  const validated = await api("operator", `/orders/order-inquiries/${first.id}/order`, "PUT", {
    version: first.version,
    action: "validate",
    order: {
      customer_number: order.customer_number,
      order_reference: order.order_reference,
      requested_delivery_date: order.requested_delivery_date,
      delivery_address: order.delivery_address,
      remarks: order.remarks,
      lines: order.lines.map(({ id, product_code, quantity, unit, remarks }) => ({
        id,
        product_code,
        quantity,
        unit,
        remarks,
      })),
    },
  });
  expect(validated.status).toBe(200);
  const rejected = await api("operator", "/orders/order-inquiries/reject", "POST", {
    orderInquiryIds: [second.id],
  });
  expect(rejected.status).toBe(200);

  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(
    new Date(),
  );
  const period = `start=${today}&end=${today}`;
  const read = async (route: string) => {
    const response = await api("admin", `${route}?${period}`);
    expect(response.status, route).toBe(200);
    return (await response.json()).data as {
      series: Array<{ key: string; values: Array<number | null> }>;
      backlog?: number[];
    };
  };
  const values = (answer: Awaited<ReturnType<typeof read>>, key: string) =>
    answer.series.find((s) => s.key === key)?.values;

  const throughput = await read("/analytics/throughput");
  expect(values(throughput, "received")).toEqual([3]);
  expect(values(throughput, "validated")).toEqual([1]);
  expect(values(throughput, "rejected")).toEqual([1]);
  expect((await read("/analytics/processing-time")).backlog).toEqual([1]);
  const accuracy = await read("/analytics/accuracy");
  expect(values(accuracy, "accuracy")).toEqual([100]);
  expect(values(accuracy, "touchless")).toEqual([100]);
  expect(values(await read("/analytics/adoption"), "activeUsers")).toEqual([1]);

  const totals = await api("admin", "/metrics/dashboard?period=today");
  expect((await totals.json()).data).toMatchObject({
    emails: { current: 3 },
    orders: { current: 3 },
    lines: { current: first.line_count + second.line_count + third.line_count },
  });
}, 60_000);
