import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";

const { appPool } = connectTestDatabase();
// Processing runs as jobs: this server runs the workers too.
const server = startTestServer({ FENNEC_ROLE: "all" });
const stamp = Date.now();
const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
const password = "inquiries-spec-password";
const tokens: Record<string, string> = {};
let tenantId: string;
let uploadChannel: string;

type Inquiry = {
  id: string;
  status: string;
  subject: string | null;
  from_address: string | null;
  customer_number: string | null;
  order_reference: string | null;
  error: string | null;
  result: {
    isOrder: boolean;
    lines: Array<{
      sku: string;
      quantity: string;
      unit: string;
      confidence: number;
      provenance: unknown;
    }>;
  } | null;
};

const api = (who: string, route: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api${route}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function upload(content: string) {
  const form = new FormData();
  form.set("file", new Blob([content]), "mail.eml");
  const response = await fetch(
    `${server.url}/api/connectivity/channels/${uploadChannel}/messages`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.operator}`, accept: "application/json" },
      body: form,
    },
  );
  expect(response.status).toBe(201);
  const messageId = (await response.json()).data.id as string;
  const list = (await (await api("operator", "/orders/order-inquiries?per_page=200")).json())
    .data as Array<Inquiry & { inbound_message_id: string }>;
  return list.find((inquiry) => inquiry.inbound_message_id === messageId) as Inquiry;
}

/** What the tenant's log says about reading an inquiry's e-mail, as an administrator reads it. */
async function emailLogOf(id: string) {
  const response = await api("admin", "/log/logs?area=email&per_page=200");
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ subject: { id: string } | null }> };
  return data.filter((entry) => entry.subject?.id === id);
}

async function settled(id: string) {
  await expect
    .poll(
      async () =>
        (await (await api("operator", `/orders/order-inquiries/${id}`)).json()).data.status,
      {
        timeout: 30_000,
        interval: 250,
      },
    )
    .toMatch(/pending_validation|not_an_order|failed/);
  return (await (await api("operator", `/orders/order-inquiries/${id}`)).json()).data as Inquiry;
}

const mail = (headers: string, body: string) =>
  `${headers}\r\nTo: orders@wholesale.test\r\nDate: Mon, 23 Nov 2026 09:00:00 +0100\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `inquiries-${stamp}`, name: "Inquiries BV" });
  const other = await createTenant(appPool, { key: `inquiries-o-${stamp}`, name: "Ander BV" });
  tenantId = tenant.id;
  for (const [key, role, tenantKey] of [
    ["admin", "administrator", tenant.key],
    ["operator", "operator", tenant.key],
    ["other", "administrator", other.key],
  ] as const) {
    const email = `${key}-${stamp}@inquiries.test`;
    await createUser(appPool, { email, password, tenantKey, role });
    tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  }
  // The corpus catalogue, through the real import code.
  for (const [key, file] of [
    ["customers", "customers.csv"],
    ["products", "products.csv"],
  ]) {
    await importFileIntoType(appPool, tenantId, key as string, path.join(catalog, file as string));
  }
  const created = await api("admin", "/connectivity/channels", "POST", {
    kind: "upload",
    name: "Uploads",
  });
  uploadChannel = (await created.json()).data.id;
});

describe("order inquiries", () => {
  it("wait in To process, and processing extracts the order matched to the catalogue", async () => {
    const inquiry = await upload(
      mail(
        `From: Ruben <ruben@elektrovandenberg.nl>\r\nSubject: Bestelling ${stamp}`,
        "Goedemorgen,\r\n\r\nGraag leveren:\r\n10 x HB-M6x20-ZN\r\n4 doos HB-M6x20-A2\r\n\r\nOnze ordernummer: PO-88123\r\n\r\nMet vriendelijke groet,\r\nRuben",
      ),
    );
    expect(inquiry.status).toBe("received");
    // Subject and sender are known on arrival, before processing.
    expect(inquiry).toMatchObject({
      subject: `Bestelling ${stamp}`,
      from_address: "ruben@elektrovandenberg.nl",
    });
    const pending = (await (await api("operator", "/orders/order-inquiries/pending")).json()).data;
    expect(pending.map((row: Inquiry) => row.id)).toContain(inquiry.id);

    const processed = await api("operator", "/orders/order-inquiries/process", "POST", {
      orderInquiryIds: [inquiry.id],
    });
    expect((await processed.json()).data).toEqual({ updated: [inquiry.id], skipped: [] });
    const done = await settled(inquiry.id);
    expect(done).toMatchObject({
      status: "pending_validation",
      subject: `Bestelling ${stamp}`,
      from_address: "ruben@elektrovandenberg.nl",
      customer_number: "19376",
      order_reference: "PO-88123",
    });
    expect(done.result?.lines.map(({ sku, quantity, unit }) => ({ sku, quantity, unit }))).toEqual([
      { sku: "HB-M6x20-ZN", quantity: "10", unit: "box" },
      { sku: "HB-M6x20-A2", quantity: "4", unit: "box" },
    ]);
    expect(done.result?.lines[0]?.confidence).toBeGreaterThan(0);
    expect(done.result?.lines[0]?.provenance).toBeTruthy();
  });

  it("are processed on arrival when the tenant processes automatically", async () => {
    const settings = (await (await api("admin", "/settings")).json()).data;
    expect(
      (await api("admin", "/settings", "PUT", { ...settings, autoProcess: true })).status,
    ).toBe(200);
    try {
      const inquiry = await upload(
        mail(`From: ruben@elektrovandenberg.nl\r\nSubject: Auto ${stamp}`, "Graag 3 x HB-M6x20-ZN"),
      );
      expect(inquiry.status).toMatch(/queued|processing|pending_validation/);
      expect((await settled(inquiry.id)).status).toBe("pending_validation");
    } finally {
      await api("admin", "/settings", "PUT", { ...settings, autoProcess: false });
    }
  });

  it("keep a message that cannot be read, failed with the reason, and can be rejected", async () => {
    const parts = Array.from(
      { length: 300 },
      (_, n) => `--b\r\nContent-Type: text/plain\r\n\r\npart ${n}`,
    ).join("\r\n");
    const inquiry = await upload(
      `From: a@klant.test\r\nSubject: Many parts ${stamp}\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n${parts}\r\n--b--\r\n`,
    );
    await api("operator", "/orders/order-inquiries/process", "POST", {
      orderInquiryIds: [inquiry.id],
    });
    const failed = await settled(inquiry.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe(
      "The message could not be read: The message has more than 100 parts.",
    );
    // The administrator's log says so, by Fennec, linked to the inquiry, with the reason.
    const unreadable = expect.objectContaining({
      level: "error",
      kind: "event",
      action: "message_unreadable",
      subject: { type: "order_inquiry", id: inquiry.id, label: null },
      user: null,
      message: "events.message_unreadable",
      details: { reason: failed.error },
    });
    expect(await emailLogOf(inquiry.id)).toEqual([unreadable]);

    // Retrying reads it again (and fails again, with the same reason); then it is rejected.
    const retried = await api("operator", `/orders/order-inquiries/${inquiry.id}/retry`, "POST");
    expect(retried.status).toBe(200);
    expect((await settled(inquiry.id)).status).toBe("failed");
    expect(await emailLogOf(inquiry.id)).toEqual([unreadable, unreadable]);
    const rejected = await api("operator", "/orders/order-inquiries/reject", "POST", {
      orderInquiryIds: [inquiry.id, "not-an-id"],
    });
    expect((await rejected.json()).data).toEqual({ updated: [inquiry.id], skipped: ["not-an-id"] });
    const again = await api("operator", `/orders/order-inquiries/${inquiry.id}/retry`, "POST");
    expect(again.status).toBe(409);
  });

  it("keep malformed messages, settle each, and go on processing the next", async () => {
    const malformed = [
      // A multipart message whose boundary never comes.
      `From: a@klant.test\r\nSubject: No boundary ${stamp}\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=missing\r\n\r\nGraag 2 x HB-M6x20-ZN\r\n`,
      // A header of 200 kB.
      `From: a@klant.test\r\nSubject: Huge header ${stamp}\r\nX-Filler: ${"x".repeat(200_000)}\r\n\r\nGraag 2 x HB-M6x20-ZN\r\n`,
      // A charset nobody knows, and bytes that are not UTF-8.
      `From: a@klant.test\r\nSubject: Bad charset ${stamp}\r\nContent-Type: text/plain; charset=x-unknown-42\r\n\r\nGraag 2 x HB-M6x20-ZN \xff\xfe\r\n`,
    ];
    for (const raw of malformed) {
      const inquiry = await upload(raw);
      await api("operator", "/orders/order-inquiries/process", "POST", {
        orderInquiryIds: [inquiry.id],
      });
      const settledInquiry = await settled(inquiry.id);
      expect(["failed", "not_an_order", "pending_validation"]).toContain(settledInquiry.status);
      if (settledInquiry.status === "failed") expect(settledInquiry.error).toBeTruthy();
    }
    // The worker is alive: a good message after them is processed as usual.
    const good = await upload(
      mail(`From: ruben@elektrovandenberg.nl\r\nSubject: After ${stamp}`, "Graag 7 x HB-M6x20-ZN"),
    );
    await api("operator", "/orders/order-inquiries/process", "POST", {
      orderInquiryIds: [good.id],
    });
    expect((await settled(good.id)).status).toBe("pending_validation");
  });

  it("tell a question from an order", async () => {
    const inquiry = await upload(
      mail(
        `From: ruben@elektrovandenberg.nl\r\nSubject: Vraag ${stamp}`,
        "Hallo, kunnen jullie mij laten weten wat de levertijd is van HB-M6x20-ZN? Alvast bedankt.",
      ),
    );
    await api("operator", "/orders/order-inquiries/process", "POST", {
      orderInquiryIds: [inquiry.id],
    });
    const done = await settled(inquiry.id);
    expect(done.status).toBe("not_an_order");
    expect(done.result?.lines).toEqual([]);
  });

  it("filter, sort and page, and stay the tenant's own", async () => {
    const byStatus = await (
      await api(
        "operator",
        "/orders/order-inquiries?status=pending_validation&sort_by=received_at&sort_order=asc",
      )
    ).json();
    expect(byStatus.data.length).toBeGreaterThanOrEqual(3);
    expect(byStatus.data.every((row: Inquiry) => row.status === "pending_validation")).toBe(true);
    expect(byStatus.data[0].subject).toBe(`Bestelling ${stamp}`);
    const searched = await (
      await api("operator", `/orders/order-inquiries?search=Vraag%20${stamp}`)
    ).json();
    expect(searched.meta.total).toBe(1);
    const customer = await (
      await api("operator", "/orders/order-inquiries?customer_number=19376&per_page=1")
    ).json();
    // The question is not an order: it names no customer.
    expect(customer.meta).toMatchObject({ total: 3, per_page: 1, last_page: 3 });
    const bad = await api("operator", "/orders/order-inquiries?status=unknown");
    expect(bad.status).toBe(400);

    const id = byStatus.data[0].id;
    const theirs = await api("other", `/orders/order-inquiries/${id}`);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.message).toBe(`Order inquiry with ID ${id} not found`);
    expect((await (await api("other", "/orders/order-inquiries")).json()).meta.total).toBe(0);
    const rejected = await api("other", "/orders/order-inquiries/reject", "POST", {
      orderInquiryIds: [id],
    });
    expect((await rejected.json()).data).toEqual({ updated: [], skipped: [id] });
  });
});
