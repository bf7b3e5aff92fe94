import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  chatCompletion,
  type LlmRequest,
  orderAnswer,
  type StandInLlm,
  startStandInLlm,
} from "../../../../../tests/setup/stand-in-llm.ts";
import { createLogger } from "../../../../logging/logger.ts";
import { fixtureCatalogue } from "../catalogue-fixture.ts";
import { extractOrder } from "../extract-order.ts";
import { readMessage } from "../read-message.ts";
import { extractWithOptionalLlm } from "./extract-with-optional-llm.ts";
import type { LlmSettings } from "./llm-settings.ts";

const API_KEY = "sk-stand-in-0123456789abcdef";
const catalogue = fixtureCatalogue();
const logLines: string[] = [];
const logger = createLogger({
  level: "debug",
  pretty: false,
  destination: { write: (line: string) => void logLines.push(line) },
});
let llm: StandInLlm;
let settings: LlmSettings;

beforeAll(async () => {
  llm = await startStandInLlm({ apiKey: API_KEY });
  settings = {
    baseUrl: llm.baseUrl,
    apiKey: API_KEY,
    model: "stand-in-model",
    timeoutMs: 5_000,
    maxInputCharacters: 24_000,
    logger,
  };
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
});

const mail = (from: string, body: string) =>
  readMessage(
    new TextEncoder().encode(
      `From: Jan <${from}>\r\nTo: orders@groothandel.example\r\nSubject: Order\r\nDate: Mon, 16 Nov 2026 10:00:00 +0100\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body.replace(/\n/g, "\r\n")}\r\n`,
    ),
  );

/** The built-in rules find no lines in this one: the products are only described. */
const describedOnly = () =>
  mail(
    "inkoop@dezon.nl",
    "Hi,\n\nwe need two boxes of the stainless wood screws and one green garden hose.\n\nRegards,\nJan",
  );

/** Lines the rules find, but no order reference and no delivery date they recognise. */
const withoutReference = () =>
  mail(
    "inkoop@dezon.nl",
    "Hello,\n\n10 x SC-4x40-ZN\n5 x H-200\n\nPlease put Q7-Alpha-22 on the invoice. Can you bring it Friday 4 December 2026?\n\nRegards,\nJan",
  );

const goodLines = {
  is_order: true,
  lines: [
    { product_code_or_description: "stainless wood screws", quantity: "2", unit: "boxes" },
    { product_code_or_description: "green garden hose", quantity: "1", unit: null },
    { product_code_or_description: "unicorn saddle", quantity: "1", unit: null },
  ],
};

describe("extractWithOptionalLlm", () => {
  it("asks the endpoint with the model, a strict JSON schema and the bearer key", async () => {
    llm.reply(orderAnswer(goodLines));
    await extractWithOptionalLlm(await describedOnly(), catalogue, {}, settings);
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests as [LlmRequest];
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers["content-type"]).toBe("application/json");
    const body = request.body as {
      model: string;
      temperature: number;
      messages: { role: string; content: string }[];
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
      };
    };
    expect(body.model).toBe("stand-in-model");
    expect(body.temperature).toBe(0);
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(body.messages[1]?.content).toContain("stainless wood screws");
    expect(body.messages[1]?.content).toContain("From: Jan <inkoop@dezon.nl>");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema).toMatchObject({
      name: "order",
      strict: true,
      schema: {
        type: "object",
        additionalProperties: false,
        required: ["is_order", "customer", "order_reference", "requested_delivery_date", "lines"],
      },
    });
  });

  it("fills the lines the rules missed, each product matched by Fennec's matcher", async () => {
    const message = await describedOnly();
    expect(extractOrder(message, catalogue)).toMatchObject({
      isOrder: false,
      kind: "no-order-lines",
    });
    llm.reply(orderAnswer(goodLines));
    const order = await extractWithOptionalLlm(message, catalogue, {}, settings);
    expect(order).toMatchObject({ isOrder: true, kind: "order" });
    // the catalogue's codes and sales units; the product no catalogue entry matches is left out
    expect(
      order.lines.map(({ sku, quantity, unit, engine }) => ({ sku, quantity, unit, engine })),
    ).toEqual([
      { sku: "SC-4x40-A2", quantity: "2", unit: "box", engine: "llm" },
      { sku: "4410", quantity: "1", unit: "roll", engine: "llm" },
    ]);
    const [first] = order.lines;
    expect(first?.confidence).toBeLessThanOrEqual(0.6);
    expect(first?.sourceText).toBe(
      "we need two boxes of the stainless wood screws and one green garden hose.",
    );
    // provenance: the characters of the body where the model's text is written
    const provenance = first?.provenance;
    expect(provenance?.source).toBe("body");
    if (provenance?.source === "body")
      expect(message.textBody.slice(provenance.start, provenance.end)).toBe(
        "stainless wood screws",
      );
    // the header is read by the rules as for any order: the sender is a known customer
    expect(order.customer).toMatchObject({ customerNumber: "C100", engine: "builtin" });
  });

  it("keeps what the rules found and fills only the header values they missed", async () => {
    const message = await withoutReference();
    const builtin = extractOrder(message, catalogue);
    expect(builtin.orderReference).toBeNull();
    expect(builtin.requestedDeliveryDate).toBeNull();
    llm.reply(
      orderAnswer({
        is_order: true,
        customer: { name: null, email: null, customer_number: "C200", vat_number: null },
        order_reference: "Q7-Alpha-22",
        requested_delivery_date: "2026-12-04",
        lines: [{ product_code_or_description: "GL-9", quantity: "3", unit: null }],
      }),
    );
    const order = await extractWithOptionalLlm(message, catalogue, {}, settings);
    // the rules' lines and customer stand; the model's other line and customer do not replace them
    expect(order.lines.map((line) => [line.sku, line.engine])).toEqual([
      ["SC-4x40-ZN", "builtin"],
      ["H-200", "builtin"],
    ]);
    expect(order.customer).toMatchObject({ customerNumber: "C100", engine: "builtin" });
    expect(order.orderReference).toMatchObject({
      value: "Q7-Alpha-22",
      confidence: 0.6,
      engine: "llm",
    });
    const reference = order.orderReference?.provenance;
    if (reference?.source !== "body") throw new Error("expected a body range");
    expect(message.textBody.slice(reference.start, reference.end)).toBe("Q7-Alpha-22");
    expect(order.requestedDeliveryDate).toMatchObject({
      value: "2026-12-04",
      engine: "llm",
      provenance: { source: "body" },
    });
  });

  it("finds the customer the model names with the catalogue's own lookups", async () => {
    const message = await mail(
      "someone@example.org",
      "Hello,\n\n10 x SC-4x40-ZN\n\nGreetings from the Peeters garage team",
    );
    expect(extractOrder(message, catalogue).customer).toBeNull();
    llm.reply(
      orderAnswer({
        is_order: true,
        customer: { name: "Garage Peeters", email: null, customer_number: null, vat_number: null },
      }),
    );
    const order = await extractWithOptionalLlm(message, catalogue, {}, settings);
    // not written as given: the model is the only source, and the confidence lower again
    expect(order.customer).toEqual({
      customerNumber: "C200",
      confidence: 0.48,
      provenance: { source: "llm", model: "stand-in-model" },
      engine: "llm",
    });
  });

  it("takes no value the message does not bear out", async () => {
    const message = await withoutReference();
    llm.reply(
      orderAnswer({
        is_order: true,
        customer: { name: "Nobody Ltd", email: null, customer_number: "C999", vat_number: null },
        order_reference: "PO-MADE-UP-1",
        // "next Friday" resolved by the model: no calendar date in the message reads so
        requested_delivery_date: "2026-11-20",
      }),
    );
    const order = await extractWithOptionalLlm(message, catalogue, {}, settings);
    expect(order.orderReference).toBeNull();
    expect(order.requestedDeliveryDate).toBeNull();
    expect(order.customer).toMatchObject({ customerNumber: "C100", engine: "builtin" });
  });

  it("fills the lines of an order whose every line the rules found no product in", async () => {
    const message = await mail(
      "inkoop@dezon.nl",
      "Hierbij onze bestelling:\n2 x the usual gloves\n1 x that strange thing\n\nJan",
    );
    expect(extractOrder(message, catalogue)).toMatchObject({ isOrder: true, lines: [] });
    llm.reply(
      orderAnswer({
        is_order: true,
        lines: [{ product_code_or_description: "gloves", quantity: "2", unit: null }],
      }),
    );
    const order = await extractWithOptionalLlm(message, catalogue, {}, settings);
    expect(order.lines.map(({ sku, quantity, engine }) => ({ sku, quantity, engine }))).toEqual([
      { sku: "GL-9", quantity: "2", engine: "llm" },
    ]);
    // the text the model's line was read from is no longer unmatched; the other one is
    expect(order.unmatched?.map((text) => text.sourceText)).toEqual(["1 x that strange thing"]);
  });

  it("matches the model's text by the customer's learned aliases too", async () => {
    const message = await mail(
      "inkoop@dezon.nl",
      "Hi,\n\nthree packs of the usual gloves please.\n\nJan",
    );
    llm.reply(
      orderAnswer({
        is_order: true,
        lines: [{ product_code_or_description: "the usual gloves", quantity: "3", unit: "packs" }],
      }),
    );
    const order = await extractWithOptionalLlm(
      message,
      catalogue,
      { aliases: { "The usual gloves": "GL-9" } },
      settings,
    );
    expect(order.lines.map(({ sku, quantity, unit }) => ({ sku, quantity, unit }))).toEqual([
      { sku: "GL-9", quantity: "3", unit: "pack" },
    ]);
  });

  it("leaves a message as the rules left it when the model finds no order in it either", async () => {
    const message = await describedOnly();
    for (const answer of [
      orderAnswer({ ...goodLines, is_order: false }),
      orderAnswer({
        is_order: true,
        lines: [{ product_code_or_description: "unicorn saddle", quantity: "1", unit: null }],
      }),
    ]) {
      llm.reply(answer);
      expect(await extractWithOptionalLlm(message, catalogue, {}, settings)).toEqual(
        extractOrder(message, catalogue),
      );
    }
  });

  it("does not ask when the rules decided or found everything, nor when no LLM is set", async () => {
    const autoReply = await mail(
      "inkoop@dezon.nl",
      "I am currently out of the office until Monday.\n\nJan",
    );
    const complete = await mail(
      "inkoop@dezon.nl",
      "Hello,\n\nOrder number: PO-2026-77\nDelivery on 03-12-2026 please.\n10 x SC-4x40-ZN\n\nRegards, Jan",
    );
    expect(extractOrder(complete, catalogue)).toMatchObject({
      orderReference: { value: "PO-2026-77" },
      requestedDeliveryDate: { value: "2026-12-03" },
    });
    for (const message of [autoReply, complete])
      expect(await extractWithOptionalLlm(message, catalogue, {}, settings)).toEqual(
        extractOrder(message, catalogue),
      );
    const described = await describedOnly();
    expect(await extractWithOptionalLlm(described, catalogue, {}, null)).toEqual(
      extractOrder(described, catalogue),
    );
    expect(llm.requests).toHaveLength(0);
  });

  describe("falls back to the built-in result unchanged", () => {
    const failures: [string, Parameters<StandInLlm["reply"]>[0], string][] = [
      [
        "an error status",
        {
          status: 500,
          body: '{"error":{"message":"overloaded"}}',
          contentType: "application/json",
        },
        "http-status",
      ],
      [
        "a body that is not JSON",
        { status: 200, body: "<html>Bad gateway</html>" },
        "invalid-response",
      ],
      [
        "a body that is not a chat completion",
        { status: 200, body: '{"result":"ok"}', contentType: "application/json" },
        "invalid-response",
      ],
      [
        "an answer that is not JSON",
        chatCompletion("Sure! Here is the order: ..."),
        "invalid-answer",
      ],
      [
        "an answer that breaks the schema",
        orderAnswer({
          is_order: true,
          lines: [
            { product_code_or_description: "green garden hose", quantity: "two", unit: null },
          ],
        }),
        "invalid-answer",
      ],
      [
        "an answer without the lines",
        chatCompletion(JSON.stringify({ is_order: true, customer: null })),
        "invalid-answer",
      ],
    ];
    for (const [what, reply, reason] of failures) {
      it(`on ${what}`, async () => {
        const message = await describedOnly();
        llm.reply(reply);
        logLines.length = 0;
        const order = await extractWithOptionalLlm(message, catalogue, {}, settings, {
          inquiryId: "inquiry-1",
        });
        expect(order).toEqual(extractOrder(message, catalogue));
        expect(llm.requests).toHaveLength(1);
        const [warning] = logLines.map((line) => JSON.parse(line));
        expect(warning).toMatchObject({
          level: 40,
          inquiryId: "inquiry-1",
          llm: { model: "stand-in-model", reason },
        });
      });
    }

    it("on a wrong key", async () => {
      const message = await describedOnly();
      llm.reply(orderAnswer(goodLines));
      logLines.length = 0;
      const order = await extractWithOptionalLlm(
        message,
        catalogue,
        {},
        {
          ...settings,
          apiKey: "sk-wrong",
        },
      );
      expect(order).toEqual(extractOrder(message, catalogue));
      expect(JSON.parse(logLines[0] as string).llm).toMatchObject({
        reason: "http-status",
        status: 401,
      });
    });

    it("on a time-out: an endpoint that never answers", async () => {
      const message = await describedOnly();
      llm.reply("never");
      logLines.length = 0;
      const started = performance.now();
      const order = await extractWithOptionalLlm(
        message,
        catalogue,
        {},
        {
          ...settings,
          timeoutMs: 300,
        },
      );
      expect(performance.now() - started).toBeLessThan(4_000);
      expect(order).toEqual(extractOrder(message, catalogue));
      expect(JSON.parse(logLines[0] as string).llm).toMatchObject({ reason: "timeout" });
    });

    it("on a time-out: an answer that stops half-way", async () => {
      const message = await describedOnly();
      llm.reply("stall");
      logLines.length = 0;
      const order = await extractWithOptionalLlm(
        message,
        catalogue,
        {},
        {
          ...settings,
          timeoutMs: 300,
        },
      );
      expect(order).toEqual(extractOrder(message, catalogue));
      expect(JSON.parse(logLines[0] as string).llm).toMatchObject({ reason: "timeout" });
    });

    it("on an endpoint that cannot be reached", async () => {
      const closed = await startStandInLlm();
      await closed.close();
      const message = await describedOnly();
      logLines.length = 0;
      const order = await extractWithOptionalLlm(
        message,
        catalogue,
        {},
        {
          ...settings,
          baseUrl: closed.baseUrl,
        },
      );
      expect(order).toEqual(extractOrder(message, catalogue));
      expect(JSON.parse(logLines[0] as string).llm).toMatchObject({
        reason: "network",
        code: "ECONNREFUSED",
      });
    });
  });

  it("never logs the API key or the message's content", async () => {
    logLines.length = 0;
    llm.reply({ status: 500, body: `{"error":"${API_KEY} stainless"}` });
    await extractWithOptionalLlm(await describedOnly(), catalogue, {}, settings);
    llm.reply(chatCompletion(`stainless wood screws ${API_KEY}`));
    await extractWithOptionalLlm(await describedOnly(), catalogue, {}, settings);
    // even settings logged whole by mistake keep the key out
    settings.logger.info({ llm: settings }, "settings");
    expect(logLines.length).toBe(3);
    const all = logLines.join("\n");
    expect(all).not.toContain(API_KEY);
    expect(all).not.toContain("stainless");
    expect(all).toContain("[redacted]");
  });
});
