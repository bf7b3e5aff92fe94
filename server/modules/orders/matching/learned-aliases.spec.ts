import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { withPlatformAccess, withTenant } from "../../../db/tenant-transaction.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import type { ExtractedLine, ExtractedOrder } from "../extraction/extract-order.ts";
import { receiveAndProcess } from "../inquiries/receive-and-process.ts";
import { learnAliases } from "./learn-aliases.ts";
import { aliasesFor } from "./product-aliases.ts";

/**
 * Learned aliases through the real path: e-mails stored and processed against the corpus
 * catalogue, an operator's corrections learned, and the next e-mails read with them.
 */
const { appPool } = connectTestDatabase();
const stamp = Date.now();
const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
let tenantA: string;
let tenantB: string;
let sequence = 0;

const RUBEN = "Ruben <ruben@elektrovandenberg.nl>"; // customer 19376
const VERHOEVEN = "M. Verhoeven <m.verhoeven@verhoeven-machinefabriek.nl>"; // customer 15667
const ORDER_BODY = [
  "Goedemorgen,",
  "",
  "Graag leveren:",
  "10 x HB-M6x20-ZN",
  "2 dozen kabelbinders zwart lang",
  "4 x onze gebruikelijke kastjes",
  "",
  "Met vriendelijke groet,",
  "Ruben",
].join("\r\n");

function mail(from: string, body: string) {
  sequence++;
  return Buffer.from(
    `From: ${from}\r\nTo: Technigro Orders <orders@technigro.nl>\r\nSubject: Bestelling ${stamp}-${sequence}\r\nMessage-ID: <${stamp}.${sequence}@aliases.test>\r\nDate: Mon, 23 Nov 2026 09:00:00 +0100\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\nOnze ordernummer: PO-${sequence}\r\n`,
  );
}

async function receive(tenantId: string, raw: Buffer) {
  const { inquiryId, order } = await receiveAndProcess(appPool, tenantId, raw);
  return { inquiryId, order: order as ExtractedOrder };
}

const lineOf = (order: ExtractedOrder, text: string) =>
  order.lines.find((line) => line.sourceText.includes(text));

beforeAll(async () => {
  for (const key of ["a", "b"]) {
    const tenant = await createTenant(appPool, {
      key: `aliases-${key}-${stamp}`,
      name: `Aliases ${key}`,
    });
    for (const [type, file] of [
      ["customers", "customers.csv"],
      ["products", "products.csv"],
    ] as const)
      await importFileIntoType(appPool, tenant.id, type, path.join(catalog, file));
    if (key === "a") tenantA = tenant.id;
    else tenantB = tenant.id;
  }
}, 120_000);

describe("learned aliases", () => {
  it("make the next order of the same customer right by itself, and no other customer's or tenant's", async () => {
    const first = await receive(tenantA, mail(RUBEN, ORDER_BODY));
    expect(first.order.customer).toMatchObject({ customerNumber: "19376" });
    // the engine reads the customer's own words wrongly (a near description) or not at all
    const ties = lineOf(first.order, "kabelbinders") as ExtractedLine;
    expect(ties).toMatchObject({ how: "description", productText: "kabelbinders zwart lang" });
    expect(ties.sku).not.toBe("EL-KB540-BK");
    expect(lineOf(first.order, "kastjes")).toBeUndefined();

    // the operator corrects both lines and validates
    const corrections = {
      lines: [
        { productText: ties.productText, productCode: "EL-KB540-BK" },
        { lineText: "4 x onze gebruikelijke kastjes", productCode: "EL-AD100" },
      ],
    };
    const { learned, skipped } = await withTenant(appPool, tenantA, (tx) =>
      learnAliases(tx, { inquiryId: first.inquiryId, customerNumber: "19376", corrections }),
    );
    expect(skipped).toEqual([]);
    expect(learned.map((a) => [a.sourceText, a.targetCode, a.timesConfirmed])).toEqual([
      ["kabelbinders zwart lang", "EL-KB540-BK", 1],
      ["onze gebruikelijke kastjes", "EL-AD100", 1],
    ]);

    // the same customer writes the same words again, with other quantities
    const second = await receive(
      tenantA,
      mail(
        RUBEN,
        ORDER_BODY.replace("2 dozen kabelbinders", "3 dozen Kabelbinders").replace(
          "4 x onze",
          "2 x onze",
        ),
      ),
    );
    expect(second.order.lines).toMatchObject([
      { sku: "HB-M6x20-ZN", quantity: "10", how: "code" },
      { sku: "EL-KB540-BK", quantity: "3", how: "alias", productText: "Kabelbinders zwart lang" },
      { sku: "EL-AD100", quantity: "2", how: "alias", productText: "onze gebruikelijke kastjes" },
    ]);
    for (const line of second.order.lines.slice(1) as ExtractedLine[])
      expect(line.confidence).toBeGreaterThanOrEqual(0.9);

    // another customer with the same words is not affected
    const other = await receive(tenantA, mail(VERHOEVEN, ORDER_BODY));
    expect(other.order.customer).toMatchObject({ customerNumber: "15667" });
    expect(other.order.lines.map((line) => [line.sku, line.how])).toEqual(
      first.order.lines.map((line) => [line.sku, line.how]),
    );

    // nor is another tenant with the same catalogue and the same customer
    const elsewhere = await receive(tenantB, mail(RUBEN, ORDER_BODY));
    expect(elsewhere.order.customer).toMatchObject({ customerNumber: "19376" });
    expect(elsewhere.order.lines.map((line) => [line.sku, line.how])).toEqual(
      first.order.lines.map((line) => [line.sku, line.how]),
    );
    expect(await withTenant(appPool, tenantB, (tx) => aliasesFor(tx, "19376"))).toEqual(new Map());
    expect((await withTenant(appPool, tenantA, (tx) => aliasesFor(tx, "19376"))).size).toBe(2);
  });

  it("count confirmations once per inquiry, restart on another product, and outlive the inquiry", async () => {
    const learn = (inquiryId: string | null, productCode: string) =>
      withTenant(appPool, tenantA, (tx) =>
        learnAliases(tx, {
          inquiryId,
          customerNumber: "11593",
          corrections: { lines: [{ productText: "de gewone hamer", productCode }] },
        }),
      );
    const { inquiryId } = await receive(tenantA, mail(RUBEN, "Graag 2 x GS-KH300"));
    const times = async (inquiry: string | null, code: string) =>
      (await learn(inquiry, code)).learned[0]?.timesConfirmed;
    expect(await times(inquiryId, "GS-KH450")).toBe(1);
    expect(await times(inquiryId, "GS-KH450")).toBe(1); // the same validation saved again
    expect(await times(null, "GS-KH450")).toBe(2);
    expect(await times(null, "GS-KH450")).toBe(3);
    expect(await times(inquiryId, "GS-KH600")).toBe(1);

    await withTenant(appPool, tenantA, (tx) =>
      tx.client.query(
        "delete from inbound_messages where id = (select inbound_message_id from order_inquiries where id = $1)",
        [inquiryId],
      ),
    );
    const row = await withTenant(appPool, tenantA, async (tx) => {
      const { rows } = await tx.client.query(
        "select target_code, learned_from_inquiry_id from matching_aliases where customer_number = '11593'",
      );
      return rows;
    });
    expect(row).toEqual([{ target_code: "GS-KH600", learned_from_inquiry_id: null }]);
  });

  it("learn a sender for a customer, which then wins over the catalogue's guesses", async () => {
    const sender = `Inkoop <inkoop.${stamp}@gmail.com>`;
    const body = "Hallo,\r\n\r\nGraag leveren:\r\n5 x onze gebruikelijke kastjes\r\n\r\nGroet";
    const first = await receive(tenantA, mail(sender, body));
    expect(first.order.customer).toBeNull();

    const { learned } = await withTenant(appPool, tenantA, (tx) =>
      learnAliases(tx, {
        inquiryId: first.inquiryId,
        customerNumber: "19376",
        corrections: { sender: `inkoop.${stamp}@gmail.com` },
      }),
    );
    expect(learned).toMatchObject([{ kind: "customer", targetCode: "19376" }]);

    // the customer is known from the sender, and with it that customer's own wordings
    const next = await receive(tenantA, mail(sender, body));
    expect(next.order).toMatchObject({
      isOrder: true,
      customer: { customerNumber: "19376", how: "alias", confidence: 0.95 },
      lines: [{ sku: "EL-AD100", quantity: "5", how: "alias" }],
    });

    // a sender on a customer's domain, corrected to another customer
    const colleague = "Planner <planning@elektrovandenberg.nl>";
    const guessed = await receive(tenantA, mail(colleague, "Graag 2 x GS-KH300"));
    expect(guessed.order.customer).toMatchObject({ customerNumber: "19376", how: "domain" });
    await withTenant(appPool, tenantA, (tx) =>
      learnAliases(tx, {
        inquiryId: guessed.inquiryId,
        customerNumber: "15667",
        corrections: { sender: "planning@elektrovandenberg.nl" },
      }),
    );
    const corrected = await receive(tenantA, mail(colleague, "Graag 2 x GS-KH300"));
    expect(corrected.order.customer).toMatchObject({ customerNumber: "15667", how: "alias" });

    // the other tenant does not know the sender
    const elsewhere = await receive(tenantB, mail(sender, body));
    expect(elsewhere.order.customer).toBeNull();
  });

  it("are kept apart by row-level security and need a tenant to be learned", async () => {
    const seen = await withTenant(appPool, tenantB, async (tx) => {
      const { rows } = await tx.client.query("select tenant_id from matching_aliases");
      return rows;
    });
    expect(seen).toEqual([]);
    const { rows } = await appPool.query("select 1 from matching_aliases");
    expect(rows).toEqual([]);
    await expect(
      withPlatformAccess(appPool, (tx) =>
        learnAliases(tx, {
          inquiryId: null,
          customerNumber: "19376",
          corrections: { sender: "x@example.com" },
        }),
      ),
    ).rejects.toThrow(/tenant/);
    await expect(
      withTenant(appPool, tenantB, (tx) =>
        tx.client.query(
          `insert into matching_aliases (tenant_id, kind, source_key, source_text, target_code)
           values ($1, 'customer', 'x@example.com', 'x@example.com', '19376')`,
          [tenantA],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
