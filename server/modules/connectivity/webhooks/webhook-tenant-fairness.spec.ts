import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import type { WebhookInput } from "../../../contracts/connectivity/webhook.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { installJobQueue, type JobRunner, startJobRunner } from "../../../jobs/queue.ts";
import { createLogger } from "../../../logging/logger.ts";
import { createOutboundGuard } from "../../../security/outbound-guard.ts";
import { createSecretBox } from "../../../security/secret-box.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { queueFirstAttempt } from "./deliver-webhook-message.ts";
import { sendWebhookMessageJob } from "./send-webhook-message-job.ts";
import { createWebhook } from "./webhooks-service.ts";

/**
 * One tenant's endpoints that never answer do not hold up another tenant's webhooks (issue 39,
 * decision 063): the real send job, run by the job runner's workers, against endpoints on
 * loopback. Tenant A has twelve endpoints that accept the connection and never answer; tenant B
 * one that answers at once. With every slot taken by A's attempts (15 s each), B's message waited
 * three rounds of them (45 s); now A has one attempt in flight at a time.
 */
const { appPool, ownerPool } = connectTestDatabase();
const logger = createLogger({ level: "silent", pretty: false });
const box = createSecretBox("webhook-fairness-spec-encryption-key-31c7d0");
const guard = createOutboundGuard({ allowPrivate: true });
const stamp = Date.now();
const HANGING_ENDPOINTS = 12;

/** Accepts every request and never answers it; counts how many hang at once. */
let hanging: Server;
const hangingSockets = new Set<Socket>();
let open = 0;
let mostOpen = 0;
/** Answers 200 at once; notes when each delivery came. */
let healthy: Server;
const arrivals: number[] = [];
let runner: JobRunner | undefined;

const urlOf = (server: Server, path: string) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
const listen = (server: Server) =>
  new Promise<void>((done) => server.listen(0, "127.0.0.1", () => done()));

beforeAll(async () => {
  hanging = createServer((request) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    request.socket.once("close", () => open--);
  });
  hanging.on("connection", (socket: Socket) => {
    hangingSockets.add(socket);
    socket.once("close", () => hangingSockets.delete(socket));
  });
  healthy = createServer((_request, response) => {
    arrivals.push(Date.now());
    response.end("thanks");
  });
  await Promise.all([listen(hanging), listen(healthy)]);
});

afterAll(async () => {
  // The attempts still hanging end now (no connection), so the workers stop at once.
  const closed = new Promise((done) => hanging?.close(done));
  for (const socket of hangingSockets) socket.destroy();
  await closed;
  await runner?.stop();
  healthy?.closeAllConnections();
  await new Promise((done) => healthy?.close(done));
});

/** A pending order.validated message for the webhook, with its first job, as announcing queues. */
function plant(tenantId: string, webhookId: string) {
  return withTenant(appPool, tenantId, async (tx) => {
    const due = new Date();
    const { rows } = await tx.client.query<{ id: string }>(
      `insert into webhook_messages (tenant_id, webhook_id, event, payload, next_attempt_at)
       values ($1, $2, 'order.validated', $3, $4) returning id`,
      [tenantId, webhookId, JSON.stringify({ type: "order.validated", data: {} }), due],
    );
    await queueFirstAttempt(tx, tenantId, (rows[0] as { id: string }).id, due);
  });
}

describe("webhook deliveries between tenants", () => {
  it("delivers tenant B's webhook at once while tenant A's endpoints hang", async () => {
    const slow = await createTenant(appPool, { key: `wh-slow-${stamp}`, name: "Traag BV" });
    const quick = await createTenant(appPool, { key: `wh-quick-${stamp}`, name: "Vlot BV" });
    const hook = (name: string, url: string): WebhookInput => ({
      name,
      url,
      events: ["order.validated"],
      auth_scheme: "None",
      active: true,
    });

    // A's messages are queued first: the oldest jobs, the first a worker is offered.
    for (let n = 0; n < HANGING_ENDPOINTS; n++) {
      const created = await createWebhook(
        appPool,
        box,
        slow.id,
        hook(`Never answers ${n}`, urlOf(hanging, `/a/${n}`)),
      );
      await plant(slow.id, created.id);
    }
    const answering = await createWebhook(
      appPool,
      box,
      quick.id,
      hook("Answers", urlOf(healthy, "/b")),
    );
    await plant(quick.id, answering.id);

    const definition = sendWebhookMessageJob(appPool, box, guard);
    await installJobQueue(ownerPool, [definition]);
    const started = Date.now();
    runner = await startJobRunner(ownerPool, [definition], logger);

    // Generous: the fixed send job delivers in well under a second, the broken one after 45 s.
    await expect.poll(() => arrivals.length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect((arrivals[0] as number) - started).toBeLessThan(10_000);
    // Meanwhile A's attempts really hang (each for 15 s), one at a time: a tenant's endpoints
    // never take more than its one place.
    await expect.poll(() => open, { timeout: 5_000, interval: 100 }).toBe(1);
    expect(mostOpen).toBe(1);
  });
});
