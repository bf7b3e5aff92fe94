import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { validateThroughApi } from "../../../../tests/setup/validate-through-api.ts";
import type {
  ValidatedOrderFeed,
  ValidatedOrderFeedEntry,
} from "../../../contracts/orders/validated-order.ts";
import { createAppPool } from "../../../db/database.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { startDelivery } from "../delivery/start-delivery.ts";
import { receiveAndProcess } from "../inquiries/receive-and-process.ts";
import type { WorkingOrder } from "../validation/working-order.ts";

/**
 * The validated-orders feed and taken-over (decision 043), as an integrator's system uses them:
 * orders processed from e-mails against the corpus catalogue, validated through the API (and,
 * for transactions held open and committed out of order, with the validation's own recording
 * in transactions the test controls), read through the API page by page.
 */
const { appPool, urls } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
const password = "validated-orders-spec-password";
const tokens: Record<string, string> = {};
const tenants: Record<string, string> = {};
let sequence = 0;

type Inquiry = { id: string; version: number; status: string; order: WorkingOrder };

const api = (who: string, route: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api${route}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function feed(who: string, cursor?: string, perPage = 50): Promise<ValidatedOrderFeed> {
  const query = new URLSearchParams({ per_page: String(perPage) });
  if (cursor) query.set("cursor", cursor);
  const response = await api(who, `/orders/validated-orders?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** Reads every page ready now from `cursor`; answers the entries and where to go on from. */
async function drain(who: string, cursor?: string, perPage = 50) {
  const entries: ValidatedOrderFeedEntry[] = [];
  let at = cursor;
  for (;;) {
    const page = await feed(who, at, perPage);
    entries.push(...page.data);
    at = page.next_cursor;
    if (!page.meta.has_more) return { entries, cursor: at };
  }
}

/** An order e-mail of customer 19376 for one known product, processed to pending_validation. */
async function receive(tenant: string): Promise<Inquiry> {
  sequence++;
  const raw = Buffer.from(
    `From: Ruben <ruben@elektrovandenberg.nl>\r\nTo: orders@technigro.nl\r\nSubject: Bestelling ${stamp}-${sequence}\r\nMessage-ID: <${stamp}.${sequence}@feed.test>\r\nDate: Mon, 23 Nov 2026 09:00:00 +0100\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nGoedemorgen,\r\n\r\nGraag leveren:\r\n${sequence} x HB-M6x20-ZN\r\n\r\nOnze ordernummer: PO-${stamp}-${sequence}\r\n`,
  );
  const { inquiryId } = await receiveAndProcess(appPool, tenants[tenant] as string, raw);
  const who = tenant === "main" ? "ann" : "olga";
  const detail = (await (await api(who, `/orders/order-inquiries/${inquiryId}`)).json()).data;
  expect(detail.status).toBe("pending_validation");
  return detail;
}

async function receiveMany(tenant: string, count: number): Promise<Inquiry[]> {
  const inquiries: Inquiry[] = [];
  for (let i = 0; i < count; i++) inquiries.push(await receive(tenant));
  return inquiries;
}

/** Validates through the API, as the validation screen does. */
async function validate(who: string, inquiry: Inquiry) {
  const response = await validateThroughApi((route, body) => api(who, route, "PUT", body), inquiry);
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  for (const [tenantKey, user, first] of [
    ["main", "ann", "Ann"],
    ["other", "olga", "Olga"],
  ] as const) {
    const tenant = await createTenant(appPool, {
      key: `feed-${tenantKey}-${stamp}`,
      name: `Feed ${tenantKey} BV`,
    });
    tenants[tenantKey] = tenant.id;
    const email = `${user}-${stamp}@feed.test`;
    await createUser(appPool, {
      email,
      password,
      tenantKey: tenant.key,
      role: "operator",
      firstName: first,
      lastName: "Operator",
    });
    tokens[user] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
    for (const [type, file] of [
      ["customers", "customers.csv"],
      ["products", "products.csv"],
    ] as const)
      await importFileIntoType(appPool, tenant.id, type, path.join(catalog, file));
  }
}, 180_000);

describe("the validated-orders feed", () => {
  it("pages through the validated orders in order, each once, in the webhook's order shape", async () => {
    const start = await drain("ann");
    const inquiries = await receiveMany("main", 7);
    // not yet validated: not in the feed
    expect((await feed("ann", start.cursor)).data).toEqual([]);
    for (const inquiry of inquiries) await validate("ann", inquiry);
    // An entry shows once no transaction older than it is running anywhere in the cluster
    // (decision 043): the other spec files' databases share it, so that may take a moment.
    await expect
      .poll(async () => (await feed("ann", start.cursor)).meta.total, { timeout: 20_000 })
      .toBe(7);

    const first = await feed("ann", start.cursor, 3);
    expect(first.data).toHaveLength(3);
    expect(first.meta).toMatchObject({ per_page: 3, total: 7, has_more: true });
    expect(first.meta.next).toBe(
      `/api/orders/validated-orders?cursor=${first.next_cursor}&per_page=3`,
    );
    const second = await feed("ann", first.next_cursor, 3);
    const third = await feed("ann", second.next_cursor, 3);
    expect(second.meta).toMatchObject({ total: 4, has_more: true });
    expect(third.meta).toMatchObject({ total: 1, has_more: false });
    const seen = [...first.data, ...second.data, ...third.data].map((entry) => entry.order_id);
    expect(seen).toEqual(inquiries.map((inquiry) => inquiry.id));

    // nothing new: an empty page that keeps the place
    const after = await feed("ann", third.next_cursor, 3);
    expect(after.data).toEqual([]);
    expect(after.next_cursor).toBe(third.next_cursor);
    expect(after.meta).toMatchObject({ total: 0, has_more: false });
    // the same cursor answers the same page again
    expect((await feed("ann", first.next_cursor, 3)).data).toEqual(second.data);

    const entry = first.data[0] as ValidatedOrderFeedEntry;
    expect(entry).toMatchObject({
      order_id: inquiries[0]?.id,
      version: (inquiries[0]?.version ?? 0) + 1,
      status: "validated",
      customer: { number: "19376", name: "Van den Berg Elektrotechniek" },
      validated_by: "Ann Operator",
      automatic: false,
      lines: [{ line: 1, product_code: "HB-M6x20-ZN", unit: expect.any(String) }],
      sources: { customer_number: { origin: "extracted" } },
    });
    expect(entry.validated_at).toEqual(expect.any(String));
  }, 120_000);

  it("refuses a cursor it did not answer", async () => {
    for (const cursor of ["nonsense", Buffer.from("v1:x:1").toString("base64url")]) {
      const response = await api("ann", `/orders/validated-orders?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(
        "The cursor is not one this feed answered",
      );
    }
  });

  it("never skips or repeats an order while validations commit out of order", async () => {
    const start = await drain("ann");
    const held = await receiveMany("main", 6);
    const parallel = await receiveMany("main", 8);
    const seen: ValidatedOrderFeedEntry[] = [];
    let cursor = start.cursor;
    // One reader: its reads follow each other, each from where the last one ended.
    let reading = Promise.resolve();
    const poll = () => {
      reading = reading.then(async () => {
        const page = await drain("ann", cursor, 2);
        seen.push(...page.entries);
        cursor = page.cursor;
      });
      return reading;
    };

    // Six validations begin one after the other (each records its entry), stay open, and
    // commit newest first, the reader reading between commits.
    const pool = createAppPool(urls, held.length + 1);
    try {
      const gates: Array<() => void> = [];
      const recorded: Array<Promise<void>> = [];
      const committed = held.map((inquiry, index) => {
        let markRecorded: () => void = () => {};
        recorded[index] = new Promise<void>((resolve) => {
          markRecorded = resolve;
        });
        const gate = new Promise<void>((resolve) => {
          gates[index] = resolve;
        });
        return recorded[index - 1] === undefined
          ? validateHeld(pool, inquiry, markRecorded, gate)
          : (recorded[index - 1] as Promise<void>).then(() =>
              validateHeld(pool, inquiry, markRecorded, gate),
            );
      });
      await Promise.all(recorded);
      await poll();
      // Nothing committed yet, so nothing to read.
      expect(seen.filter((entry) => held.some((inquiry) => inquiry.id === entry.order_id))).toEqual(
        [],
      );
      // Meanwhile eight more are validated through the API, in parallel, as the reader polls.
      let polling = true;
      const reader = (async () => {
        while (polling) {
          await poll();
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const viaApi = Promise.all(parallel.map((inquiry) => validate("ann", inquiry)));
      for (let index = held.length - 1; index >= 0; index--) {
        gates[index]?.();
        await committed[index];
        await poll();
      }
      await viaApi;
      polling = false;
      await reader;
    } finally {
      await pool.end();
    }
    await poll();

    const ids = seen.map((entry) => entry.order_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.toSorted()).toEqual([...held, ...parallel].map((inquiry) => inquiry.id).toSorted());
  }, 180_000);

  it("answers a tenant only its own validated orders, whatever the cursor", async () => {
    const mine = await drain("ann");
    const theirs = await drain("olga");
    const inquiry = await receive("other");
    await validate("olga", inquiry);
    const theirsNow = await drain("olga", theirs.cursor);
    expect(theirsNow.entries.map((entry) => entry.order_id)).toEqual([inquiry.id]);
    // another tenant's cursor only places the reader: it shows nothing of theirs
    expect((await drain("ann", mine.cursor)).entries).toEqual([]);
    expect((await drain("ann", theirsNow.cursor)).entries).toEqual([]);
    const all = (await drain("ann")).entries.map((entry) => entry.order_id);
    expect(all).not.toContain(inquiry.id);
  }, 120_000);
});

/**
 * One validation in a transaction the test holds open: the order row moved as validation moves
 * it, then the validation's outbox (startDelivery: delivery, webhooks, the feed's entry), then
 * waiting for `gate` before it commits.
 */
function validateHeld(
  pool: ReturnType<typeof createAppPool>,
  inquiry: Inquiry,
  recorded: () => void,
  gate: Promise<void>,
): Promise<void> {
  const tenantId = tenants.main as string;
  return withTenant(pool, tenantId, async (tx) => {
    await tx.client.query(
      `update order_inquiries set status = 'validated', validated_at = now(), updated_at = now()
       where id = $1 and status = 'pending_validation'`,
      [inquiry.id],
    );
    await startDelivery(tx, { tenantId, inquiryId: inquiry.id });
    recorded();
    await gate;
  });
}

describe("taking an order over", () => {
  const takeOver = (who: string, id: string) =>
    api(who, `/orders/validated-orders/${id}/taken-over`, "POST");

  it("completes a validated or submitted order, once, and says so in the feed", async () => {
    const start = await drain("ann");
    const [validated, submitted] = await receiveMany("main", 2);
    if (!validated || !submitted) throw new Error("no inquiries");
    await validate("ann", validated);
    await validate("ann", submitted);
    // as the ERP's acceptance moves it (decision 027)
    await withTenant(appPool, tenants.main as string, (tx) =>
      tx.client.query("update order_inquiries set status = 'submitted' where id = $1", [
        submitted.id,
      ]),
    );
    for (const inquiry of [validated, submitted]) {
      for (let time = 0; time < 2; time++) {
        const response = await takeOver("ann", inquiry.id);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          data: { order_id: inquiry.id, status: "completed" },
        });
      }
    }
    const detail = (await (await api("ann", `/orders/order-inquiries/${validated.id}`)).json())
      .data;
    expect(detail.status).toBe("completed");
    expect(detail.history.at(-1)).toMatchObject({ status: "completed", by: "Ann Operator" });
    const { entries } = await drain("ann", start.cursor);
    expect(entries.map((entry) => [entry.order_id, entry.status])).toEqual([
      [validated.id, "completed"],
      [submitted.id, "completed"],
    ]);
  }, 120_000);

  it("refuses an order not yet validated with 409, and another tenant's or none with 404", async () => {
    const pending = await receive("main");
    const refused = await takeOver("ann", pending.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: "conflict",
      message:
        "An order that is pending_validation cannot be taken over: only validated and submitted orders can",
    });

    const theirs = await receive("other");
    await validate("olga", theirs);
    for (const id of [theirs.id, "0b6f0f36-2a5e-4a43-9d8e-3c1d2b7a9e11", "not-an-id"]) {
      const response = await takeOver("ann", id);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(`Order inquiry with ID ${id} not found`);
    }
    const detail = (await (await api("olga", `/orders/order-inquiries/${theirs.id}`)).json()).data;
    expect(detail.status).toBe("validated");
  }, 120_000);
});

describe("the OpenAPI document", () => {
  it("describes what an integrator calls, with its request and answer", async () => {
    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    const feed = document.paths["/orders/validated-orders"].get;
    expect(feed.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      "cursor",
      "per_page",
    ]);
    expect(
      Object.keys(feed.responses["200"].content["application/json"].schema.properties),
    ).toEqual(["data", "next_cursor", "meta"]);
    expect(
      document.paths["/orders/validated-orders/{id}/taken-over"].post.responses,
    ).toHaveProperty("409");
    const bulk = document.paths["/dynamic-assets/asset-types/{assetTypeId}/entries/bulk"].post;
    expect(bulk.requestBody.content["application/json"].schema.properties.entries.maxItems).toBe(
      1000,
    );
    const upload = document.paths["/connectivity/channels/{id}/messages"].post;
    expect(upload.requestBody.content["multipart/form-data"].schema.properties.file).toMatchObject({
      type: "string",
      format: "binary",
    });
    expect(
      upload.responses["201"].content["application/json"].schema.properties.data.required,
    ).toContain("inquiry_id");
  });
});
