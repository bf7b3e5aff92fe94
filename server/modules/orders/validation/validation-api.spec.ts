import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { listInquiries } from "../inquiries/inquiries-service.ts";
import { receiveAndProcess } from "../inquiries/receive-and-process.ts";
import { ARCHIVED } from "./order-transitions.ts";
import type { WorkingOrder } from "./working-order.ts";

/**
 * Validation through the API (decision 016): e-mails processed against the corpus catalogue,
 * then saved, validated and rejected by two operators as the screens do.
 */
const { appPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
const password = "validation-spec-password";
const tokens: Record<string, string> = {};
let tenantId: string;
let sequence = 0;

const RUBEN = "Ruben <ruben@elektrovandenberg.nl>"; // customer 19376
const ORDER_BODY = [
  "Goedemorgen,",
  "",
  "Graag leveren:",
  "10 x HB-M6x20-ZN",
  "2 dozen kabelbinders zwart lang",
  "",
  "Met vriendelijke groet,",
  "Ruben",
].join("\r\n");

type Detail = {
  id: string;
  status: string;
  version: number;
  ai_accuracy: number | null;
  customer_name: string | null;
  line_count: number | null;
  validated_by: string | null;
  rejection_reason: string | null;
  result: ExtractedOrder;
  order: Omit<WorkingOrder, "lines"> & {
    customer_name: string | null;
    corrected_fields: string[];
    lines: Array<
      WorkingOrder["lines"][number] & {
        product_description: string | null;
        corrected_fields: string[];
      }
    >;
  };
  history: Array<{ status: string; by: string | null; note: string | null }>;
  changes: Array<{
    field: string;
    line_id: string | null;
    ai_value: string | null;
    previous_value: string | null;
    final_value: string | null;
    by: string | null;
  }>;
  next_id?: string | null;
};

const api = (who: string, route: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api/orders/order-inquiries${route}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function detail(id: string): Promise<Detail> {
  return (await (await api("ann", `/${id}`)).json()).data;
}

async function receive(from: string, body: string) {
  sequence++;
  const raw = Buffer.from(
    `From: ${from}\r\nTo: orders@technigro.nl\r\nSubject: Bestelling ${stamp}-${sequence}\r\nMessage-ID: <${stamp}.${sequence}@validation.test>\r\nDate: Mon, 23 Nov 2026 09:00:00 +0100\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\nOnze ordernummer: PO-${stamp}-${sequence}\r\n`,
  );
  const { inquiryId } = await receiveAndProcess(appPool, tenantId, raw);
  return detail(inquiryId);
}

/** The order as the form sends it back. */
const asInput = (order: Detail["order"]) => ({
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
});

const write = (
  who: string,
  inquiry: Detail,
  action: "save" | "validate",
  order: object,
  extra = {},
) => api(who, `/${inquiry.id}/order`, "PUT", { version: inquiry.version, action, order, ...extra });

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `validation-${stamp}`, name: "Validatie BV" });
  tenantId = tenant.id;
  for (const [key, first] of [
    ["ann", "Ann"],
    ["bob", "Bob"],
  ] as const) {
    const email = `${key}-${stamp}@validation.test`;
    await createUser(appPool, {
      email,
      password,
      tenantKey: tenant.key,
      role: "operator",
      firstName: first,
      lastName: "Operator",
    });
    tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  }
  for (const [type, file] of [
    ["customers", "customers.csv"],
    ["products", "products.csv"],
  ] as const)
    await importFileIntoType(appPool, tenantId, type, path.join(catalog, file));
}, 120_000);

describe("validating an order", () => {
  it("records each corrected value with the AI's value, sets the accuracy and the history, and teaches the matching", async () => {
    const inquiry = await receive(RUBEN, ORDER_BODY);
    expect(inquiry).toMatchObject({
      status: "pending_validation",
      customer_name: "Van den Berg Elektrotechniek",
      line_count: 2,
    });
    expect(inquiry.order).toMatchObject({
      customer_number: "19376",
      customer_name: "Van den Berg Elektrotechniek",
      lines: [
        { product_code: "HB-M6x20-ZN", quantity: "10", ai_line: 0 },
        { ai_line: 1, product_description: expect.stringMatching(/Cable tie/) },
      ],
    });
    const ties = inquiry.order.lines[1] as Detail["order"]["lines"][number];
    expect(ties.product_code).not.toBe("EL-KB540-BK");

    // Ann changes a quantity (typed with a comma) and the cable ties' product, and validates
    const order = asInput(inquiry.order);
    order.lines[0] = { ...order.lines[0], quantity: "12,50" } as (typeof order.lines)[number];
    order.lines[1] = {
      ...order.lines[1],
      product_code: "el-kb540-bk",
    } as (typeof order.lines)[number];
    const response = await write("ann", inquiry, "validate", order);
    expect(response.status).toBe(200);
    const validated = (await response.json()).data as Detail;
    expect(validated).toMatchObject({
      status: "validated",
      version: inquiry.version + 1,
      validated_by: "Ann Operator",
      // customer and reference kept; of the lines' six values, two changed
      ai_accuracy: 6 / 8,
    });
    expect(validated.order.lines.map((line) => [line.product_code, line.quantity])).toEqual([
      ["HB-M6x20-ZN", "12.5"],
      ["EL-KB540-BK", "2"],
    ]);
    expect(validated.changes).toHaveLength(2);
    expect(validated.changes).toEqual(
      expect.arrayContaining([
        {
          field: "line.quantity",
          line_id: inquiry.order.lines[0]?.id,
          ai_value: "10",
          previous_value: "10",
          final_value: "12.5",
          by: "Ann Operator",
          at: expect.any(String),
        },
        {
          field: "line.product_code",
          line_id: ties.id,
          ai_value: ties.product_code,
          previous_value: ties.product_code,
          final_value: "EL-KB540-BK",
          by: "Ann Operator",
          at: expect.any(String),
        },
      ]),
    );
    expect(validated.history.map((event) => [event.status, event.by])).toEqual([
      ["received", null],
      ["queued", null],
      ["processing", null],
      ["pending_validation", null],
      ["validated", "Ann Operator"],
    ]);

    // the same customer's next e-mail has the corrected product by itself
    const next = await receive(RUBEN, ORDER_BODY.replace("2 dozen", "5 dozen"));
    expect(next.order.lines.map((line) => [line.product_code, line.quantity])).toEqual([
      ["HB-M6x20-ZN", "10"],
      ["EL-KB540-BK", "5"],
    ]);
    expect(next.result.lines[1]).toMatchObject({ how: "alias" });
  });

  it("moves only as allowed: a validated order is not saved, validated or rejected again", async () => {
    const inquiry = await receive(RUBEN, ORDER_BODY);
    const saved = await write("ann", inquiry, "save", asInput(inquiry.order));
    expect(saved.status).toBe(200);
    const afterSave = (await saved.json()).data as Detail;
    expect(afterSave.status).toBe("saved");
    expect(afterSave.changes).toEqual([]); // nothing changed, nothing recorded

    const validated = (
      await (await write("ann", afterSave, "validate", asInput(afterSave.order))).json()
    ).data as Detail;
    expect(validated).toMatchObject({ status: "validated", ai_accuracy: 1 });

    for (const response of [
      await write("ann", validated, "save", asInput(validated.order)),
      await write("ann", validated, "validate", asInput(validated.order)),
      await api("ann", `/${validated.id}/reject-order`, "POST", {
        version: validated.version,
        reason: "Too late",
      }),
    ]) {
      expect(response.status).toBe(409);
      expect((await response.json()).error.details).toEqual({
        reason: "status",
        status: "validated",
      });
    }
    expect((await detail(validated.id)).version).toBe(validated.version);

    // a question is no order to validate
    const question = await receive(RUBEN, "Hallo, wat kost een doos HB-M6x20-ZN? Groet, Ruben");
    expect(question.status).toBe("not_an_order");
    const refused = await api("ann", `/${question.id}/order`, "PUT", {
      version: question.version,
      action: "validate",
      order: { lines: [] },
    });
    expect(refused.status).toBe(409);
  });

  it("refuses a write based on an older version, keeping the other operator's", async () => {
    const inquiry = await receive(RUBEN, ORDER_BODY);
    const bobs = asInput(inquiry.order);
    bobs.remarks = "Bob's remark";
    const annsOrder = asInput(inquiry.order);
    annsOrder.order_reference = "PO-ANN";

    expect((await write("ann", inquiry, "save", annsOrder)).status).toBe(200);
    const late = await write("bob", inquiry, "save", bobs);
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatchObject({
      code: "conflict",
      details: { reason: "version_conflict", version: inquiry.version + 1 },
    });
    const now = await detail(inquiry.id);
    expect(now.order).toMatchObject({ order_reference: "PO-ANN", remarks: null });
    expect(now.changes.map((change) => [change.field, change.final_value, change.by])).toEqual([
      ["order_reference", "PO-ANN", "Ann Operator"],
    ]);

    // Bob reloads, reapplies, and his save goes through
    expect(
      (await write("bob", now, "save", { ...asInput(now.order), remarks: "Bob's remark" })).status,
    ).toBe(200);
  });

  it("refuses malformed values at their place, and what a validated order lacks", async () => {
    const inquiry = await receive(RUBEN, ORDER_BODY);
    const order = asInput(inquiry.order);
    const bad = {
      ...order,
      requested_delivery_date: "31-12-2026",
      lines: [
        { ...order.lines[0], quantity: "1,2,3" },
        { ...order.lines[1], quantity: "" },
        { product_code: "NO-SUCH-THING", quantity: "1", unit: null, remarks: null },
      ],
    };
    const saved = await write("ann", inquiry, "save", bad);
    expect(saved.status).toBe(422);
    const issues = (body: { error: { details: Array<{ path: unknown[]; code: string }> } }) =>
      body.error.details.map((issue) => [issue.path.join("."), issue.code]);
    expect(issues(await saved.json())).toEqual([
      ["order.requested_delivery_date", "invalid_date"],
      ["order.lines.0.quantity", "invalid_decimal"],
    ]);

    const validated = await write("ann", inquiry, "validate", { ...bad, customer_number: "" });
    expect(issues(await validated.json())).toEqual([
      ["order.requested_delivery_date", "invalid_date"],
      ["order.lines.0.quantity", "invalid_decimal"],
      ["order.customer_number", "required"],
      ["order.lines.1.quantity", "required"],
      ["order.lines.2.product_code", "unknown_product"],
    ]);
    const empty = await write("ann", inquiry, "validate", { ...order, lines: [] });
    expect(issues(await empty.json())).toEqual([["order.lines", "no_lines"]]);
    expect((await detail(inquiry.id)).version).toBe(inquiry.version); // nothing written

    const noReason = await api("ann", `/${inquiry.id}/reject-order`, "POST", {
      version: inquiry.version,
      reason: "  ",
    });
    expect(noReason.status).toBe(422);
  });

  it("rejects with a reason, kept in the history; lines added and removed are recorded", async () => {
    const inquiry = await receive(RUBEN, ORDER_BODY);
    const order = asInput(inquiry.order);
    const edited = {
      ...order,
      lines: [
        order.lines[0],
        { product_code: "EL-KB100-NT", quantity: "3", unit: "box", remarks: null },
      ],
    };
    const saved = (await (await write("bob", inquiry, "save", edited)).json()).data as Detail;
    expect(
      saved.changes.map((change) => [change.field, change.previous_value, change.final_value]),
    ).toEqual(
      expect.arrayContaining([
        ["line", expect.stringContaining(" × 2"), null],
        ["line", null, "EL-KB100-NT × 3 box"],
      ]),
    );
    const rejected = await api("bob", `/${inquiry.id}/reject-order`, "POST", {
      version: saved.version,
      reason: "Customer cancelled by phone",
    });
    expect(rejected.status).toBe(200);
    const after = (await rejected.json()).data as Detail;
    expect(after).toMatchObject({
      status: "rejected",
      rejection_reason: "Customer cancelled by phone",
    });
    expect(after.history.at(-1)).toMatchObject({
      status: "rejected",
      by: "Bob Operator",
      note: "Customer cancelled by phone",
    });
  });

  it("lists the validation queue oldest first with counts, and the archive alone for read:validated_order", async () => {
    const queue = await api(
      "ann",
      "?status=pending_validation,saved&sort_by=received_at&sort_order=asc",
    );
    const rows = (await queue.json()).data as Array<{ status: string; received_at: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => ["pending_validation", "saved"].includes(row.status))).toBe(true);
    const times = rows.map((row) => row.received_at);
    expect(times).toEqual([...times].sort());

    const counts = (await (await api("ann", "/counts")).json()).data as Record<string, number>;
    expect(counts.validated).toBe(2);
    expect(counts.rejected).toBe(1);
    expect((counts.pending_validation ?? 0) + (counts.saved ?? 0)).toBe(rows.length);
    const waiting = await api("ann", "/counts?status=pending_validation,saved");
    expect((await waiting.json()).data).toEqual({
      pending_validation: counts.pending_validation,
      saved: counts.saved,
    });

    // what the API answers a caller with read:validated_order but not read:order_data
    const archive = await listInquiries(
      appPool,
      tenantId,
      { page: 1, per_page: 50 },
      "/x",
      ARCHIVED,
    );
    expect(archive.data.map((row) => row.status).sort()).toEqual([
      "rejected",
      "validated",
      "validated",
    ]);
  });

  it("answers the next order waiting after 'validate and next'", async () => {
    const first = await receive(RUBEN, ORDER_BODY);
    const response = await write("ann", first, "validate", asInput(first.order), { next: true });
    const body = (await response.json()).data as Detail;
    expect(body.status).toBe("validated");
    const queue = (
      await (
        await api(
          "ann",
          "?status=pending_validation,saved&sort_by=received_at&sort_order=asc&per_page=1",
        )
      ).json()
    ).data as Array<{ id: string }>;
    expect(body.next_id).toBe(queue[0]?.id);
    expect(body.next_id).not.toBe(first.id);
  });

  it("marks in the detail the values that differ from the AI's (decision 038)", async () => {
    const inquiry = await receive(RUBEN, ORDER_BODY);
    const order = asInput(inquiry.order);
    const [bolts, ties] = order.lines as [
      (typeof order.lines)[number],
      (typeof order.lines)[number],
    ];
    const saved = (
      await (
        await write("ann", inquiry, "save", {
          ...order,
          order_reference: "PO-CHANGED",
          lines: [
            { ...bolts, quantity: "10,00" }, // the same quantity, written otherwise
            { ...ties, unit: "zak" },
            { product_code: "EL-KB100-NT", quantity: "3", unit: "box", remarks: null },
          ],
        })
      ).json()
    ).data as Detail;
    expect(saved.order.corrected_fields).toEqual(["order_reference"]);
    expect(saved.order.lines.map((line) => line.corrected_fields)).toEqual([[], ["unit"], []]);
  });

  it("rejects an inquiry in which no order was found with a reason and its version too", async () => {
    const question = await receive(RUBEN, "Hallo, wat kost een doos HB-M6x20-ZN? Groet, Ruben");
    expect(question.status).toBe("not_an_order");
    const stale = await api("bob", `/${question.id}/reject-order`, "POST", {
      version: question.version - 1,
      reason: "Answered by phone",
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.details).toMatchObject({ reason: "version_conflict" });
    const noReason = await api("bob", `/${question.id}/reject-order`, "POST", {
      version: question.version,
      reason: "",
    });
    expect(noReason.status).toBe(422);
    const rejected = await api("bob", `/${question.id}/reject-order`, "POST", {
      version: question.version,
      reason: "Answered by phone",
    });
    expect(rejected.status).toBe(200);
    expect((await rejected.json()).data).toMatchObject({
      status: "rejected",
      rejection_reason: "Answered by phone",
    });
  });
});

// after the counts above: this validates one more order
describe("a line added for a text the engine found no product in (decision 037)", () => {
  it("is learned on validation, so the same customer's next order has it", async () => {
    const body = ORDER_BODY.replace(
      "Graag leveren:",
      "Graag leveren:\r\n4 x onze gebruikelijke kastjes",
    );
    const inquiry = await receive(RUBEN, body);
    expect(inquiry.result.unmatched).toEqual([
      {
        sourceText: "4 x onze gebruikelijke kastjes",
        productText: "onze gebruikelijke kastjes",
        quantity: "4",
        unit: null,
        provenance: {
          source: "body",
          format: "text",
          start: expect.any(Number),
          end: expect.any(Number),
        },
      },
    ]);
    expect(inquiry.order.lines.map((line) => line.ai_line)).toEqual([0, 1]);

    // Ann adds the line for it and saves; the line keeps the text it was added for
    const order = asInput(inquiry.order);
    const added = { product_code: "EL-AD100", quantity: "4", unit: null, remarks: null };
    const saved = (
      await (
        await write("ann", inquiry, "save", {
          ...order,
          lines: [...order.lines, { ...added, unmatched_text: 0 }],
        })
      ).json()
    ).data as Detail;
    expect(saved.order.lines.map((line) => line.unmatched_text)).toEqual([null, null, 0]);

    // a line whose text is not in the result is kept as a line, linked to nothing
    const validated = await write("ann", saved, "validate", {
      ...asInput(saved.order),
      lines: [
        ...asInput(saved.order).lines,
        { ...added, product_code: "EL-KB100-NT", unmatched_text: 7 },
      ],
    });
    expect(validated.status).toBe(200);
    const done = (await validated.json()).data as Detail;
    expect(done.order.lines.map((line) => [line.product_code, line.unmatched_text])).toEqual([
      ["HB-M6x20-ZN", null],
      [expect.any(String), null],
      ["EL-AD100", 0],
      ["EL-KB100-NT", null],
    ]);

    // the same customer writes it again: the line is there by itself, nothing left unmatched
    const next = await receive(RUBEN, body.replace("4 x onze", "6 x onze"));
    expect(next.result.unmatched).toEqual([]);
    expect(next.order.lines.map((line) => [line.product_code, line.quantity])).toEqual([
      ["EL-AD100", "6"],
      ["HB-M6x20-ZN", "10"],
      [expect.any(String), "2"],
    ]);
    expect(next.result.lines[0]).toMatchObject({
      how: "alias",
      productText: "onze gebruikelijke kastjes",
    });
  });
});
