import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./catalogue-fixture.ts";
import { extractOrder, findOrderingCustomer } from "./extract-order.ts";
import { readMessage } from "./read-message.ts";

const catalogue = fixtureCatalogue();
const mail = (from: string, body: string) =>
  readMessage(
    new TextEncoder().encode(
      `From: ${from}\r\nTo: orders@groothandel.example\r\nSubject: Bestelling\r\nDate: Mon, 16 Nov 2026 10:00:00 +0100\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body.replace(/\n/g, "\r\n")}\r\n`,
    ),
  );

describe("extractOrder with learned aliases", () => {
  it("reads lines named only in the customer's own words once their aliases are given", async () => {
    const message = await mail(
      "Inkoop <inkoop@dezon.nl>",
      "Hallo,\n\nGraag leveren:\n10 x blauwe dingen\n2 x H-200\n\nGroet, Inkoop",
    );
    const without = extractOrder(message, catalogue);
    expect(without.lines.map((line) => line.sku)).toEqual(["H-200"]);

    const order = extractOrder(message, catalogue, { aliases: { "Blauwe Dingen": "SC-4x40-A2" } });
    expect(order.lines).toMatchObject([
      { sku: "SC-4x40-A2", quantity: "10", how: "alias", productText: "blauwe dingen" },
      { sku: "H-200", quantity: "2", how: "code", productText: "H-200" },
    ]);
    expect(order.lines[0]?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(order.customer).toMatchObject({ customerNumber: "C100", how: "email" });
  });

  it("finds the ordering customer even when no line can be read without that customer's aliases", async () => {
    const message = await mail("Hotel Noord <hotelnoord@gmail.com>", "Graag:\n10 x blauwe dingen");
    expect(extractOrder(message, catalogue)).toMatchObject({ isOrder: false, customer: null });
    expect(findOrderingCustomer(message, catalogue)).toBe("C300");
  });

  it("takes a learned sender for the customer", async () => {
    const message = await mail("Nieuw <nieuw@gmail.com>", "Graag:\n2 x H-200");
    expect(extractOrder(message, catalogue).customer).toBeNull();
    const senderAliases = { "Nieuw@Gmail.com": "C200" };
    expect(extractOrder(message, catalogue, { senderAliases }).customer).toMatchObject({
      customerNumber: "C200",
      how: "alias",
      confidence: 0.95,
    });
    expect(findOrderingCustomer(message, catalogue, { senderAliases })).toBe("C200");
  });
});

describe("extractOrder reports the text it found no product in", () => {
  it("gives each unmatched text once, beside the lines it read", async () => {
    const message = await mail(
      "Inkoop <inkoop@dezon.nl>",
      "Hallo,\n\nGraag leveren:\n10 x blauwe dingen\n2 x H-200\n\nGroet, Inkoop",
    );
    const order = extractOrder(message, catalogue);
    expect(order.lines.map((line) => line.sku)).toEqual(["H-200"]);
    expect(order.unmatched).toEqual([
      expect.objectContaining({
        sourceText: "10 x blauwe dingen",
        productText: "blauwe dingen",
        quantity: "10",
      }),
    ]);
    const learned = extractOrder(message, catalogue, { aliases: { "blauwe dingen": "GL-9" } });
    expect(learned.lines.map((line) => line.sku)).toEqual(["GL-9", "H-200"]);
    expect(learned.unmatched).toEqual([]);
  });

  it("takes an order whose every line names no known product, beside order wording", async () => {
    const message = await mail(
      "Inkoop <inkoop@dezon.nl>",
      "Hierbij onze bestelling:\n10 x blauwe dingen\n3 x rode dingen",
    );
    const order = extractOrder(message, catalogue);
    expect(order).toMatchObject({ isOrder: true, kind: "order", lines: [] });
    expect(order.customer).toMatchObject({ customerNumber: "C100" });
    expect(order.unmatched?.map((text) => text.productText)).toEqual([
      "blauwe dingen",
      "rode dingen",
    ]);
  });

  it("does not report a text another engine's line was read from", async () => {
    const message = await mail("Hotel Noord <hotelnoord@gmail.com>", "Graag:\n10 x blauwe dingen");
    expect(extractOrder(message, catalogue).isOrder).toBe(false);
    const fallbackLines = [
      {
        sku: "SC-4x40-A2",
        quantity: "10",
        quantityNumber: 10,
        unit: "box",
        confidence: 0.7,
        provenance: { source: "llm" as const, model: "m" },
        sourceText: "10 x blauwe dingen",
        engine: "llm" as const,
      },
    ];
    const order = extractOrder(message, catalogue, { fallbackLines });
    expect(order.lines.map((line) => line.sku)).toEqual(["SC-4x40-A2"]);
    expect(order.unmatched).toEqual([]);
  });

  it("reports nothing for a message that is no order", async () => {
    const message = await mail("Inkoop <inkoop@dezon.nl>", "Wat kost 10 x blauwe dingen?");
    expect(extractOrder(message, catalogue)).toMatchObject({ isOrder: false });
    expect(extractOrder(message, catalogue).unmatched).toEqual([]);
  });
});
