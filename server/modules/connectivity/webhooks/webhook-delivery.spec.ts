import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { createOutboundGuard, type Resolver } from "../../../security/outbound-guard.ts";
import { createSecretBox } from "../../../security/secret-box.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createUser } from "../../identity/create-user.ts";
import { receiveAndProcess } from "../../orders/inquiries/receive-and-process.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { announceOrderValidated } from "./announce-order-validated.ts";
import {
  type DeliveryOptions,
  queueFirstAttempt,
  SEND_WEBHOOK_MESSAGE_JOB,
  type SendWebhookMessageJobData,
  sendScheduledAttempt,
  WEBHOOK_DISABLED_REASON,
} from "./deliver-webhook-message.ts";

/**
 * Deliveries of webhook messages (decision 028): an order validated through the API, its message
 * sent by the send job's handler (called here, with a clock the tests move), and a receiver on
 * loopback that checks every delivery with the standardwebhooks package.
 */
const ENCRYPTION_KEY = "webhook-delivery-spec-encryption-key-5f2a9c";
const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer({ OUTBOUND_ALLOW_PRIVATE: "true", ENCRYPTION_KEY });
const box = createSecretBox(ENCRYPTION_KEY);
const guard = createOutboundGuard({ allowPrivate: true });
const stamp = Date.now();
const password = "webhook-delivery-spec-password";
const tokens: Record<string, string> = {};
let tenantId: string;

type Received = { path: string; headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
/** What each path answers next: status and headers; afterwards 200. */
const script = new Map<string, Array<{ status: number; headers?: Record<string, string> }>>();
/** Paths that take the request and never answer (until taken out of here). */
const hangingPaths = new Set<string>();
let receiver: Server;
let base: string;

const api = (who: string, route: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api${route}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const at = request.url ?? "/";
      received.push({ path: at, headers: request.headers, body: Buffer.concat(chunks).toString() });
      if (hangingPaths.has(at)) return;
      const next = script.get(at)?.shift() ?? { status: 200 };
      response.writeHead(next.status, next.headers);
      response.end(next.status < 300 ? `thanks from ${at}` : `failure ${next.status}`);
    });
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  const tenant = await createTenant(appPool, { key: `wh-delivery-${stamp}`, name: "Bezorg BV" });
  tenantId = tenant.id;
  for (const [key, role] of [
    ["admin", "administrator"],
    ["ann", "operator"],
  ] as const) {
    const email = `${key}-${stamp}@webhook-delivery.test`;
    await createUser(appPool, {
      email,
      password,
      tenantKey: tenant.key,
      role,
      firstName: key === "ann" ? "Ann" : "Ada",
      lastName: key === "ann" ? "Operator" : "Admin",
    });
    tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  }
  const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
  for (const [type, file] of [
    ["customers", "customers.csv"],
    ["products", "products.csv"],
  ] as const)
    await importFileIntoType(appPool, tenantId, type, path.join(catalog, file));
}, 120_000);

afterAll(async () => {
  receiver?.closeAllConnections();
  await new Promise((done) => receiver?.close(done));
});

let hooks = 0;
/** A webhook of the tenant at a path of its own; answers it with its one-time secret. */
async function createHook(overrides: object = {}) {
  hooks++;
  const response = await api("admin", "/connectivity/webhooks", "POST", {
    name: `Hook ${hooks}`,
    url: `${base}/hook-${hooks}`,
    ...overrides,
  });
  expect(response.status).toBe(201);
  const data = (await response.json()).data as { id: string; secret: string; url: string };
  return { ...data, path: new URL(data.url).pathname };
}

/** A message queued for `webhookId` as announcing an event does. */
function plant(webhookId: string, due = new Date()): Promise<SendWebhookMessageJobData> {
  return withTenant(appPool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      `insert into webhook_messages (tenant_id, webhook_id, event, payload, next_attempt_at)
       values ($1, $2, 'order.validated', $3, $4) returning id`,
      [tenantId, webhookId, JSON.stringify({ type: "order.validated", data: { n: 1 } }), due],
    );
    const messageId = (rows[0] as { id: string }).id;
    await queueFirstAttempt(tx, tenantId, messageId, due);
    return { tenantId, messageId, due: due.toISOString() };
  });
}

type MessageRow = {
  status: string;
  attempts: number;
  first_attempt_at: Date | null;
  next_attempt_at: Date | null;
};
async function message(id: string): Promise<MessageRow> {
  const { rows } = await ownerPool.query<MessageRow>(
    "select status, attempts, first_attempt_at, next_attempt_at from webhook_messages where id = $1",
    [id],
  );
  return rows[0] as MessageRow;
}

/** The job queued for the message's next attempt, as the send job would find it. */
async function nextJob(messageId: string): Promise<SendWebhookMessageJobData> {
  const row = await message(messageId);
  return { tenantId, messageId, due: (row.next_attempt_at as Date).toISOString() };
}

async function queuedJobs(messageId: string) {
  const { rows } = await ownerPool.query<{ data: SendWebhookMessageJobData; start_after: Date }>(
    "select data, start_after from pgboss.job where name = $1 and data->>'messageId' = $2 order by created_on",
    [SEND_WEBHOOK_MESSAGE_JOB, messageId],
  );
  return rows;
}

const run = (data: SendWebhookMessageJobData, at?: Date, options: Partial<DeliveryOptions> = {}) =>
  sendScheduledAttempt(appPool, data, {
    guard,
    box,
    random: () => 0.5,
    ...(at ? { now: () => at } : {}),
    ...options,
  });

const hookRow = async (id: string) =>
  (await (await api("admin", `/connectivity/webhooks/${id}`)).json()).data;

const deliveries = async (id: string) =>
  (await (await api("admin", `/connectivity/webhooks/${id}/deliveries`)).json()) as {
    data: Array<{
      trigger: string;
      outcome: string;
      status_code: number | null;
      response: string | null;
      reason: string | null;
      latest_of_message: boolean;
      message: { id: string; webhook_message_id: string; event: string; status: string };
    }>;
    meta: { total: number };
  };

type LogEntry = {
  kind: string;
  subject: { id: string } | null;
  after: Record<string, unknown> | null;
};
/**
 * The tenant's log about one webhook, as an administrator reads it; no webhook's secret (a
 * signing secret, an authorization secret) is anywhere in the area's log.
 */
async function webhookLogOf(hookId: string, secrets: string[] = []) {
  const response = await api("admin", "/log/logs?area=webhooks&per_page=200");
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: LogEntry[] };
  const everything = JSON.stringify(data);
  for (const secret of secrets) expect(everything).not.toContain(secret);
  expect(everything).not.toMatch(/sealed_|whsec_/);
  return data.filter((entry) => entry.subject?.id === hookId);
}

const givenUp = (hookId: string, messageId: string, reason: string) =>
  expect.objectContaining({
    level: "error",
    kind: "event",
    action: "webhook_given_up",
    subject: { type: "webhook", id: hookId, label: null },
    user: null,
    message: "events.webhook_given_up",
    details: { messageId, reason },
  });

const deliveredTo = (at: string) => received.filter((r) => r.path === at);
const HOUR = 3_600_000;

describe("webhook deliveries", () => {
  it("announces a validated order: a message per active webhook, delivered signed and verified", async () => {
    const hook = await createHook();
    const paused = await createHook({ active: false });

    const raw = Buffer.from(
      `From: Ruben <ruben@elektrovandenberg.nl>\r\nTo: orders@technigro.nl\r\nSubject: Bestelling ${stamp}\r\nMessage-ID: <${stamp}@webhook-delivery.test>\r\nDate: Mon, 23 Nov 2026 09:00:00 +0100\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nGraag leveren:\r\n10 x HB-M6x20-ZN\r\n\r\nOnze ordernummer: PO-${stamp}\r\n`,
    );
    const { inquiryId } = await receiveAndProcess(appPool, tenantId, raw);
    const detail = (await (await api("ann", `/orders/order-inquiries/${inquiryId}`)).json()).data;
    const order = detail.order;
    const validated = await api("ann", `/orders/order-inquiries/${inquiryId}/order`, "PUT", {
      version: detail.version,
      action: "validate",
      order: {
        customer_number: order.customer_number,
        order_reference: order.order_reference,
        requested_delivery_date: "2026-12-01",
        delivery_address: null,
        remarks: null,
        lines: order.lines.map((line: Record<string, unknown>) => ({
          id: line.id,
          product_code: line.product_code,
          quantity: "12",
          unit: line.unit,
          remarks: null,
        })),
      },
    });
    expect(validated.status).toBe(200);

    const { rows } = await ownerPool.query<{ id: string; webhook_id: string; status: string }>(
      "select id, webhook_id, status from webhook_messages where inquiry_id = $1",
      [inquiryId],
    );
    // The paused webhook hears nothing.
    expect(rows.map((row) => row.webhook_id)).toEqual([hook.id]);
    const messageId = (rows[0] as { id: string }).id;
    const [job] = await queuedJobs(messageId);
    expect(job?.data).toMatchObject({ tenantId, messageId });

    expect(await run(job?.data as SendWebhookMessageJobData)).toBe("delivered");
    const [delivery] = deliveredTo(hook.path);
    expect(deliveredTo(paused.path)).toHaveLength(0);
    const event = verify(hook.secret, delivery as Received) as {
      type: string;
      data: Record<string, unknown> & {
        lines: Array<Record<string, unknown>>;
        sources: Record<string, unknown> & { lines: Array<Record<string, unknown>> };
      };
    };
    expect(delivery?.headers["webhook-id"]).toBe(`msg_${messageId.replaceAll("-", "")}`);
    expect(event.type).toBe("order.validated");
    expect(event.data).toMatchObject({
      order_id: inquiryId,
      status: "validated",
      order_reference: `PO-${stamp}`,
      requested_delivery_date: "2026-12-01",
      customer: { number: "19376", name: "Van den Berg Elektrotechniek" },
      validated_by: "Ann Operator",
      automatic: false,
    });
    expect(event.data.lines[0]).toMatchObject({
      line: 1,
      product_code: "HB-M6x20-ZN",
      quantity: "12",
      product_description: expect.any(String),
    });
    expect(event.data.sources.order_reference).toMatchObject({
      origin: "extracted",
      confidence: expect.any(Number),
      provenance: { source: "body" },
    });
    expect(event.data.sources.requested_delivery_date).toMatchObject({ origin: "entered" });
    expect(event.data.sources.lines[0]).toMatchObject({
      line: 1,
      product_code: { origin: "extracted", provenance: { source: "body" } },
      quantity: { origin: "corrected", extracted_value: "10" },
    });

    expect(await message(messageId)).toMatchObject({ status: "delivered", attempts: 1 });
    const log = await deliveries(hook.id);
    expect(log.meta.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      trigger: "scheduled",
      outcome: "delivered",
      status_code: 200,
      response: `thanks from ${hook.path}`,
      latest_of_message: true,
      message: { id: messageId, event: "order.validated", status: "delivered" },
    });
    expect(await hookRow(hook.id)).toMatchObject({
      last_delivery_outcome: "delivered",
      failing_since: null,
    });

    // The job runs again (pg-boss retried it): nothing is sent twice.
    expect(await run(job?.data as SendWebhookMessageJobData)).toBe("skipped");
    expect(deliveredTo(hook.path)).toHaveLength(1);
  });

  it("retries after a 500 on the schedule; a redelivery delivers it and the retry then sends nothing", async () => {
    const hook = await createHook();
    script.set(hook.path, [{ status: 500 }]);
    const first = await plant(hook.id);
    const t0 = new Date();

    expect(await run(first, t0)).toBe("retry-scheduled");
    const pending = await message(first.messageId);
    expect(pending).toMatchObject({ status: "pending", attempts: 1, first_attempt_at: t0 });
    // 5 s after the first attempt (jitter fixed in the middle)
    expect(pending.next_attempt_at?.getTime()).toBe(t0.getTime() + 5_000);
    const jobs = await queuedJobs(first.messageId);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]?.data.due).toBe(pending.next_attempt_at?.toISOString());
    expect(jobs[1]?.start_after.getTime()).toBe(t0.getTime() + 5_000);
    expect(await hookRow(hook.id)).toMatchObject({
      last_delivery_outcome: "retry",
      failing_since: t0.toISOString(),
    });
    // The stale first job does not send again.
    expect(await run(first, t0)).toBe("skipped");

    const redelivered = await api(
      "admin",
      `/connectivity/webhooks/${hook.id}/messages/${first.messageId}/redeliver`,
      "POST",
    );
    expect(redelivered.status).toBe(200);
    expect((await redelivered.json()).data).toMatchObject({
      outcome: "delivered",
      status_code: 200,
      message_status: "delivered",
    });
    expect(
      await run(
        await queuedJobs(first.messageId).then((j) => j[1]?.data as SendWebhookMessageJobData),
      ),
    ).toBe("skipped");
    expect(deliveredTo(hook.path)).toHaveLength(2);
    for (const delivery of deliveredTo(hook.path))
      expect(verify(hook.secret, delivery)).toBeTruthy();
    expect(new Set(deliveredTo(hook.path).map((d) => d.headers["webhook-id"])).size).toBe(1);

    const log = await deliveries(hook.id);
    expect(log.data.map((a) => [a.trigger, a.outcome, a.status_code, a.latest_of_message])).toEqual(
      [
        ["redeliver", "delivered", 200, true],
        ["scheduled", "retry", 500, false],
      ],
    );
    expect(await hookRow(hook.id)).toMatchObject({
      last_delivery_outcome: "delivered",
      failing_since: null,
    });
  });

  it("does not retry after a 400, and logs the message given up", async () => {
    const hook = await createHook({ auth_scheme: "Bearer", auth_secret: "bearer-never-logged" });
    script.set(hook.path, [{ status: 400 }]);
    const data = await plant(hook.id);
    expect(await run(data)).toBe("failed");
    expect(await message(data.messageId)).toMatchObject({
      status: "failed",
      attempts: 1,
      next_attempt_at: null,
    });
    expect(await queuedJobs(data.messageId)).toHaveLength(1);
    const [attempt] = (await deliveries(hook.id)).data;
    expect(attempt).toMatchObject({
      outcome: "give-up",
      status_code: 400,
      response: "failure 400",
    });
    const events = (await webhookLogOf(hook.id, [hook.secret, "bearer-never-logged"])).filter(
      (entry) => entry.kind === "event",
    );
    expect(events).toEqual([givenUp(hook.id, data.messageId, "The endpoint answered 400")]);
  });

  it("honours Retry-After on a 429", async () => {
    const hook = await createHook();
    script.set(hook.path, [{ status: 429, headers: { "retry-after": "600" } }]);
    const data = await plant(hook.id);
    const t0 = new Date();
    expect(await run(data, t0)).toBe("retry-scheduled");
    expect((await message(data.messageId)).next_attempt_at?.getTime()).toBe(t0.getTime() + 600_000);
    // Then the endpoint answers: delivered on the retry.
    const later = new Date(t0.getTime() + 600_000);
    expect(await run(await nextJob(data.messageId), later)).toBe("delivered");
    expect(deliveredTo(hook.path)).toHaveLength(2);
  });

  it("gives a message up 24 hours after its first attempt", async () => {
    const hook = await createHook();
    script.set(hook.path, [{ status: 503 }, { status: 503 }, { status: 503 }]);
    const t0 = new Date();

    // A retry due after the 24 hours is not sent: the message fails.
    const late = await plant(hook.id);
    expect(await run(late, t0)).toBe("retry-scheduled");
    const past = new Date(t0.getTime() + 24 * HOUR + 60_000);
    expect(await run(await nextJob(late.messageId), past)).toBe("failed");
    expect(deliveredTo(hook.path)).toHaveLength(1);
    expect(await message(late.messageId)).toMatchObject({ status: "failed", attempts: 1 });

    // A failure whose next attempt would fall past the 24 hours fails the message at once.
    const edge = await plant(hook.id);
    expect(await run(edge, t0)).toBe("retry-scheduled");
    const almost = new Date(t0.getTime() + 24 * HOUR - 60_000);
    expect(await run(await nextJob(edge.messageId), almost)).toBe("failed");
    expect(await message(edge.messageId)).toMatchObject({ status: "failed", attempts: 2 });

    // Each is given up once in the administrator's log, newest first, saying why.
    const events = (await webhookLogOf(hook.id, [hook.secret])).filter((e) => e.kind === "event");
    expect(events).toEqual([
      givenUp(hook.id, edge.messageId, "The endpoint answered 503"),
      givenUp(hook.id, late.messageId, "It was not delivered within 24 hours of its first attempt"),
    ]);
  });

  it("disables an endpoint failing for 5 days, shows why, and lets an administrator switch it on again", async () => {
    const hook = await createHook();
    script.set(
      hook.path,
      Array.from({ length: 10 }, () => ({ status: 500 })),
    );
    const t0 = new Date();
    const first = await plant(hook.id);
    expect(await run(first, t0)).toBe("retry-scheduled");

    // Four days on, still failing: still active.
    const second = await plant(hook.id);
    expect(await run(second, new Date(t0.getTime() + 4 * 24 * HOUR))).toBe("retry-scheduled");
    expect((await hookRow(hook.id)).status).toBe("active");

    // Five days after the first failure, with no success since: disabled.
    const waiting = await plant(hook.id);
    const third = await plant(hook.id);
    const day5 = new Date(t0.getTime() + 5 * 24 * HOUR + 60_000);
    expect(await run(third, day5)).toBe("disabled");
    const disabled = await hookRow(hook.id);
    expect(disabled).toMatchObject({
      status: "disabled",
      active: true,
      disabled_at: day5.toISOString(),
      disabled_reason: WEBHOOK_DISABLED_REASON,
      failing_since: t0.toISOString(),
    });
    // The administrator's log shows Fennec disabling it, and why.
    expect(await webhookLogOf(hook.id, [hook.secret])).toContainEqual(
      expect.objectContaining({
        kind: "change",
        action: "updated",
        user: null,
        after: expect.objectContaining({ disabled_reason: WEBHOOK_DISABLED_REASON }),
      }),
    );
    // Its waiting messages fail without being sent; new orders no longer queue any.
    expect((await message(waiting.messageId)).status).toBe("failed");
    expect((await message(second.messageId)).status).toBe("failed");
    const sent = deliveredTo(hook.path).length;
    expect(await run(waiting)).toBe("skipped");
    expect(deliveredTo(hook.path)).toHaveLength(sent);
    const redeliver = await api(
      "admin",
      `/connectivity/webhooks/${hook.id}/messages/${first.messageId}/redeliver`,
      "POST",
    );
    expect(redeliver.status).toBe(409);
    const { rows: inquiries } = await ownerPool.query<{ id: string }>(
      "select id from order_inquiries where tenant_id = $1 and status <> 'pending_validation' limit 1",
      [tenantId],
    );
    const announced = async () =>
      (await ownerPool.query("select 1 from webhook_messages where webhook_id = $1", [hook.id]))
        .rowCount;
    const before = await announced();
    await withTenant(appPool, tenantId, (tx) =>
      announceOrderValidated(tx, { tenantId, inquiryId: (inquiries[0] as { id: string }).id }),
    );
    expect(await announced()).toBe(before);

    // Switched on again: the disabling and the failure streak are cleared.
    const enabled = await api("admin", `/connectivity/webhooks/${hook.id}`, "PUT", {
      name: disabled.name,
      url: disabled.url,
      active: true,
    });
    expect((await enabled.json()).data).toMatchObject({
      status: "active",
      disabled_at: null,
      disabled_reason: null,
      failing_since: null,
      consecutive_failures: 0,
      slowed_until: null,
    });
  });

  it("a success ends the failure streak, so an endpoint that recovers is never disabled", async () => {
    const hook = await createHook();
    script.set(hook.path, [{ status: 500 }, { status: 200 }, { status: 500 }]);
    const t0 = new Date();
    expect(await run(await plant(hook.id), t0)).toBe("retry-scheduled");
    expect(await run(await plant(hook.id), new Date(t0.getTime() + 3 * 24 * HOUR))).toBe(
      "delivered",
    );
    const day6 = new Date(t0.getTime() + 6 * 24 * HOUR);
    expect(await run(await plant(hook.id), day6)).toBe("retry-scheduled");
    expect(await hookRow(hook.id)).toMatchObject({
      status: "active",
      failing_since: day6.toISOString(),
    });
  });

  it("slows down an endpoint after 5 failed attempts in a row; its messages wait for one probe, and a success brings them back", async () => {
    const hook = await createHook();
    hangingPaths.add(hook.path);
    const short = { timeoutMs: 300 };
    const t0 = new Date();
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const MINUTE = 60_000;

    // Five messages, each attempt timing out: the fifth slows the endpoint down for a minute.
    const first = await plant(hook.id);
    expect(await run(first, t0, short)).toBe("retry-scheduled");
    for (let n = 0; n < 3; n++)
      expect(await run(await plant(hook.id), t0, short)).toBe("retry-scheduled");
    expect(await hookRow(hook.id)).toMatchObject({ consecutive_failures: 4, slowed_until: null });
    const fifth = await plant(hook.id);
    expect(await run(fifth, t0, short)).toBe("retry-scheduled");
    expect(await hookRow(hook.id)).toMatchObject({
      consecutive_failures: 5,
      slowed_until: at(MINUTE).toISOString(),
    });
    expect(deliveredTo(hook.path)).toHaveLength(5);

    // The first message's retry (due 5 s on) waits for the minute: nothing is sent, no attempt is
    // counted, and its next attempt is queued then. So does a new message.
    expect(await run(await nextJob(first.messageId), at(5_000), short)).toBe("deferred");
    const fresh = await plant(hook.id, at(10_000));
    expect(await run(fresh, at(10_000), short)).toBe("deferred");
    for (const waiting of [first, fresh]) {
      expect(await message(waiting.messageId)).toMatchObject({
        status: "pending",
        next_attempt_at: at(MINUTE),
      });
      const jobs = await queuedJobs(waiting.messageId);
      expect(jobs.at(-1)?.data.due).toBe(at(MINUTE).toISOString());
      expect(jobs.at(-1)?.start_after.getTime()).toBe(at(MINUTE).getTime());
    }
    expect((await message(first.messageId)).attempts).toBe(1);
    expect(deliveredTo(hook.path)).toHaveLength(5);

    // At the minute one message probes; while it hangs, the other waits for it.
    const probe = run(await nextJob(first.messageId), at(MINUTE), { timeoutMs: 3_000 });
    await expect.poll(() => deliveredTo(hook.path).length, { timeout: 2_500 }).toBe(6);
    expect(await run(await nextJob(fresh.messageId), at(MINUTE), short)).toBe("deferred");
    expect(await probe).toBe("retry-scheduled");
    // It timed out too: slowed down for two minutes now, and the waiting message follows.
    expect(await hookRow(hook.id)).toMatchObject({
      consecutive_failures: 6,
      slowed_until: at(3 * MINUTE).toISOString(),
    });
    expect(await run(await nextJob(fresh.messageId), at(MINUTE + 30_000), short)).toBe("deferred");
    expect((await message(fresh.messageId)).next_attempt_at).toEqual(at(3 * MINUTE));

    // The endpoint answers again: the probe delivers, the breaker closes, and the messages
    // waiting further out (the first one's schedule said 5 minutes) are due at once.
    hangingPaths.delete(hook.path);
    expect(await run(await nextJob(fresh.messageId), at(3 * MINUTE), short)).toBe("delivered");
    expect(await hookRow(hook.id)).toMatchObject({ consecutive_failures: 0, slowed_until: null });
    expect(await message(first.messageId)).toMatchObject({
      status: "pending",
      next_attempt_at: at(3 * MINUTE),
    });
    expect((await queuedJobs(first.messageId)).at(-1)?.data.due).toBe(at(3 * MINUTE).toISOString());
    expect(await run(await nextJob(first.messageId), at(3 * MINUTE), short)).toBe("delivered");
    // The fifth message's own retry (due 5 s after the start) goes as scheduled.
    expect(await run(await nextJob(fifth.messageId), at(3 * MINUTE), short)).toBe("delivered");

    // None of this is a change of the webhook in the administrator's log.
    expect(
      (await webhookLogOf(hook.id, [hook.secret])).filter((entry) => entry.kind === "change"),
    ).toHaveLength(1);
  });

  it("a new URL is a new endpoint: it is not slowed down, and what waited for the old one is due at once", async () => {
    const hook = await createHook();
    await ownerPool.query(
      "update webhooks set consecutive_failures = 7, slowed_until = now() + interval '30 minutes' where id = $1",
      [hook.id],
    );
    const data = await plant(hook.id);
    expect(await run(data)).toBe("deferred");
    const before = Date.now();
    const moved = await api("admin", `/connectivity/webhooks/${hook.id}`, "PUT", {
      name: "Moved",
      url: `${base}/moved-${hook.id}`,
    });
    expect((await moved.json()).data).toMatchObject({
      consecutive_failures: 0,
      slowed_until: null,
    });
    const waiting = await message(data.messageId);
    expect(waiting.next_attempt_at?.getTime()).toBeGreaterThanOrEqual(before);
    expect(waiting.next_attempt_at?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await run(await nextJob(data.messageId))).toBe("delivered");
    expect(deliveredTo(`/moved-${hook.id}`)).toHaveLength(1);
  });

  it("gives up a message that would wait behind a slowed-down endpoint past its 24 hours", async () => {
    const hook = await createHook();
    const data = await plant(hook.id);
    const { rows } = await ownerPool.query<{ created_at: Date }>(
      "select created_at from webhook_messages where id = $1",
      [data.messageId],
    );
    const queuedAt = (rows[0] as { created_at: Date }).created_at.getTime();
    // Slowed down until after the 24 hours since the message was queued (it was never tried).
    await ownerPool.query(
      "update webhooks set consecutive_failures = 12, slowed_until = $2 where id = $1",
      [hook.id, new Date(queuedAt + 24 * HOUR + 60_000)],
    );
    expect(await run(data, new Date(queuedAt + 23 * HOUR))).toBe("failed");
    expect(deliveredTo(hook.path)).toHaveLength(0);
    expect(await message(data.messageId)).toMatchObject({ status: "failed", attempts: 0 });
    expect((await webhookLogOf(hook.id)).filter((e) => e.kind === "event")).toEqual([
      givenUp(
        hook.id,
        data.messageId,
        "It was not delivered within 24 hours: its endpoint kept failing",
      ),
    ]);
  });

  it("never connects to a private address when they are not allowed (stubbed resolver)", async () => {
    // The name resolves, by the stub, to a private address: the guard refuses it before any
    // connection is tried. Nothing here connects to a private range.
    const resolve: Resolver = async () => [{ address: "10.20.30.40", family: 4 }];
    const strict = createOutboundGuard({ allowPrivate: false, resolve });
    const port = (receiver.address() as AddressInfo).port;
    const hook = await createHook({ url: `http://hooks.internal.test:${port}/private` });
    const data = await plant(hook.id);
    const before = received.length;

    expect(await run(data, undefined, { guard: strict })).toBe("failed");
    expect(received.length).toBe(before);
    const [attempt] = (await deliveries(hook.id)).data;
    expect(attempt).toMatchObject({ outcome: "give-up", status_code: null });
    expect(attempt?.reason).toMatch(/refused/);
  });

  it("gives up, in the log, on secrets sealed under another encryption key", async () => {
    const hook = await createHook();
    const data = await plant(hook.id);
    const otherBox = createSecretBox("another-encryption-key-for-this-spec-0001");
    expect(await run(data, undefined, { box: otherBox })).toBe("failed");
    expect(deliveredTo(hook.path)).toHaveLength(0);
    const [attempt] = (await deliveries(hook.id)).data;
    expect(attempt).toMatchObject({
      outcome: "give-up",
      reason: "The webhook is not set up correctly",
    });
    expect((await webhookLogOf(hook.id)).filter((e) => e.kind === "event")).toEqual([
      givenUp(hook.id, data.messageId, "The webhook is not set up correctly"),
    ]);
  });

  it("pages the delivery log newest first and deletes it with its webhook", async () => {
    const hook = await createHook();
    for (let n = 0; n < 3; n++) await run(await plant(hook.id));
    const page = await (
      await api("admin", `/connectivity/webhooks/${hook.id}/deliveries?page=2&per_page=2`)
    ).json();
    expect(page.meta).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });
    expect(page.data).toHaveLength(1);

    expect((await api("admin", `/connectivity/webhooks/${hook.id}`, "DELETE")).status).toBe(204);
    const left = await ownerPool.query(
      "select 1 from webhook_attempts where webhook_id = $1 union all select 1 from webhook_messages where webhook_id = $1",
      [hook.id],
    );
    expect(left.rowCount).toBe(0);
  });
});

function verify(secret: string, delivery: Received): unknown {
  return new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
}
