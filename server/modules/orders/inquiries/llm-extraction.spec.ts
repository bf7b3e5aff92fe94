import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderAnswer, startStandInLlm } from "../../../../tests/setup/stand-in-llm.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { createLogger } from "../../../logging/logger.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { extractOrder } from "../extraction/extract-order.ts";
import { readMessage } from "../extraction/read-message.ts";
import { storeInboundMessage } from "../intake/store-inbound-message.ts";
import { getInquiry, processInquiries } from "./inquiries-service.ts";
import { tenantCatalogue } from "./tenant-catalogue.ts";

const API_KEY = "sk-spec-llm-key-7f3a9c";
const { appPool } = connectTestDatabase();
const llm = await startStandInLlm({ apiKey: API_KEY });
afterAll(() => llm.close());
const logLines: string[] = [];
// A worker process configured from the environment, as in production: the LLM settings reach
// the processing job through the configuration.
startTestServer(
  {
    FENNEC_ROLE: "worker",
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: API_KEY,
    LLM_MODEL: "stand-in-model",
    LLM_TIMEOUT_MS: "1000",
  },
  {
    logger: createLogger({
      level: "debug",
      pretty: false,
      destination: { write: (line: string) => void logLines.push(line) },
    }),
  },
);

const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
let tenantId: string;
let sequence = 0;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `llm-${Date.now()}`, name: "LLM extraction" });
  tenantId = tenant.id;
  await importFileIntoType(appPool, tenantId, "customers", path.join(catalog, "customers.csv"));
  await importFileIntoType(appPool, tenantId, "products", path.join(catalog, "products.csv"));
});
beforeEach(() => {
  llm.requests.length = 0;
});

/** Ruben of Van den Berg Elektrotechniek (19376) describes what he wants, without any code. */
const described = () =>
  Buffer.from(
    [
      "From: Ruben <ruben@elektrovandenberg.nl>",
      "To: orders@technigro.nl",
      `Subject: Spullen voor de klus ${++sequence}`,
      "Date: Mon, 23 Nov 2026 09:00:00 +0100",
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Hoi,",
      "",
      // no unit beside the quantities, no codes: more than the rules read
      "Voor de klus in Ermelo hebben we installatiedraad geel-groen 6 mm² nodig, twee keer,",
      "en tien van de grijze aansluitdozen IP65 150x110x70.",
      "",
      "Groet,",
      "Ruben",
      "",
    ].join("\r\n"),
  );

/** Through intake and the queue to the worker, as an operator's "process" does it. */
async function processThroughWorker(raw: Buffer) {
  const stored = await storeInboundMessage(appPool, {
    tenantId,
    channelId: null,
    source: "upload",
    raw,
  });
  const id = await withTenant(appPool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      "select id from order_inquiries where inbound_message_id = $1",
      [stored.id],
    );
    return rows[0]?.id as string;
  });
  await processInquiries(appPool, tenantId, null, [id]);
  await expect
    .poll(async () => (await getInquiry(appPool, tenantId, id)).status, {
      timeout: 20_000,
      interval: 200,
    })
    .toMatch(/pending_validation|not_an_order|failed/);
  return getInquiry(appPool, tenantId, id);
}

async function builtinOnly(raw: Buffer) {
  return extractOrder(await readMessage(raw), await tenantCatalogue(appPool, tenantId));
}

type Result = {
  isOrder: boolean;
  customer: { customerNumber: string; engine?: string } | null;
  lines: Array<{ sku: string; quantity: string; unit: string; engine?: string }>;
};

describe("LLM extraction in the processing job", () => {
  it("fills the lines the rules missed, matched to the tenant's products by Fennec", async () => {
    const raw = described();
    expect(await builtinOnly(raw)).toMatchObject({ isOrder: false, lines: [] });
    llm.reply(
      orderAnswer({
        is_order: true,
        customer: {
          name: "Van den Berg Elektrotechniek",
          email: "ruben@elektrovandenberg.nl",
          customer_number: null,
          vat_number: null,
        },
        lines: [
          {
            product_code_or_description: "installatiedraad geel-groen 6 mm²",
            quantity: "2",
            unit: "rollen",
          },
          {
            product_code_or_description: "grijze aansluitdozen IP65 150x110x70",
            quantity: "10",
            unit: null,
          },
        ],
      }),
    );
    const inquiry = await processThroughWorker(raw);
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(inquiry.status).toBe("pending_validation");
    expect(inquiry.customer_number).toBe("19376");
    const result = inquiry.result as unknown as Result;
    expect(result.customer).toMatchObject({ customerNumber: "19376", engine: "builtin" });
    expect(
      result.lines.map(({ sku, quantity, unit, engine }) => ({ sku, quantity, unit, engine })),
    ).toEqual([
      { sku: "EL-VD6-GG", quantity: "2", unit: "roll", engine: "llm" },
      { sku: "EL-AD150", quantity: "10", unit: "pcs", engine: "llm" },
    ]);
  });

  it("keeps the built-in result when the endpoint fails or does not answer in time", async () => {
    for (const reply of [
      { status: 500, body: '{"error":{"message":"The server had an error"}}' },
      "never" as const,
    ]) {
      llm.reply(reply);
      const raw = described();
      const inquiry = await processThroughWorker(raw);
      expect(llm.requests.length).toBeGreaterThan(0);
      expect(inquiry.status).toBe("not_an_order");
      expect(inquiry.result).toEqual(JSON.parse(JSON.stringify(await builtinOnly(raw))));
    }
    const warnings = logLines.map((line) => JSON.parse(line)).filter((line) => line.llm);
    expect(warnings.map((line) => line.llm.reason)).toEqual(["http-status", "timeout"]);
    expect(warnings[0]).toMatchObject({ level: 40, tenantId, component: "llm-extraction" });
    // what the worker logged (debug and up) never holds the key
    expect(logLines.join("\n")).not.toContain(API_KEY);
  });
});
