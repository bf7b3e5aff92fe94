import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { storeInboundMessage } from "../intake/store-inbound-message.ts";
import { ExtractionPool } from "./extraction-pool.ts";
import { processInquiry } from "./process-inquiry-job.ts";

const { appPool } = connectTestDatabase();
// /healthz is answered by the same process (and event loop) that processes the messages here
const server = startTestServer({ FENNEC_ROLE: "web" });
let tenantId: string;

/** A message as the SMTP listener stores it, queued for processing. */
async function queued(raw: Buffer): Promise<string> {
  const stored = await storeInboundMessage(appPool, {
    tenantId,
    channelId: null,
    source: "upload",
    raw,
  });
  return withTenant(appPool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      "update order_inquiries set status = 'queued' where inbound_message_id = $1 returning id",
      [stored.id],
    );
    return rows[0]?.id as string;
  });
}

async function inquiry(id: string) {
  return withTenant(appPool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{
      status: string;
      error: string | null;
      subject: string | null;
    }>("select status, error, subject from order_inquiries where id = $1", [id]);
    return rows[0];
  });
}

/** The tenant's log entries about an inquiry. */
async function loggedAbout(id: string) {
  return withTenant(appPool, tenantId, async (tx) => {
    const { rows } = await tx.client.query(
      `select level, area, action, subject_type, subject_id, message, details
         from log_entries where subject_id = $1`,
      [id],
    );
    return rows;
  });
}

const MB = 1_000_000;

const mimeMessage = (body: string, contentType = "text/plain") =>
  Buffer.from(
    `From: Inkoop <inkoop@dezon.nl>\r\nTo: orders@groothandel.example\r\nSubject: Bestelling\r\nMIME-Version: 1.0\r\nContent-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${body.replace(/\n/g, "\r\n")}\r\n`,
  );

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `budget-${Date.now()}`, name: "Budget BV" });
  tenantId = tenant.id;
});

describe("An untrusted message", () => {
  // Each of these held the event loop for seconds to many minutes before (issue 13, item 2).
  const adversarial: [string, Buffer][] = [
    ["a 1 MB body without @", mimeMessage("a.".repeat(MB / 2))],
    ["a 1 MB body of one letter", mimeMessage("a".repeat(MB))],
    ["an order label and 1 MB of spaces", mimeMessage(`Ordernummer${" ".repeat(MB)}x`)],
    ["1 MB of tags that never close", mimeMessage("<a ".repeat(MB / 3), "text/html")],
    ["1 MB of reply wording", mimeMessage(`Op ${"heeft ".repeat(MB / 6)}`)],
  ];
  for (const [name, raw] of adversarial)
    it(`is processed while /healthz is answered: ${name}`, async () => {
      const id = await queued(raw);
      const events: string[] = [];
      const processing = processInquiry(appPool, tenantId, id).then(() => events.push("processed"));
      const health = fetch(`${server.url}/healthz`).then((response) => {
        events.push(`healthz ${response.status}`);
      });
      await Promise.all([processing, health]);
      expect(events).toEqual(["healthz 200", "processed"]);
      expect(await inquiry(id)).toMatchObject({ status: "not_an_order", subject: "Bestelling" });
    });
});

describe("A message over the extraction budget", () => {
  const tight = new ExtractionPool(1, 1);
  afterAll(() => tight.close());

  it("is failed with the reason, once, and the next message is read as usual", async () => {
    const id = await queued(mimeMessage(`Graag 10 x H-200\n${"a.".repeat(MB / 4)}`));
    // resolves: the job is done, and pg-boss does not try it again
    await processInquiry(appPool, tenantId, id, null, tight);
    expect(await inquiry(id)).toMatchObject({
      status: "failed",
      error: "The message could not be read within 0.001 seconds.",
    });
    // The tenant's log has it once, as an e-mail that could not be read.
    expect(await loggedAbout(id)).toEqual([
      {
        level: "error",
        area: "email",
        action: "message_unreadable",
        subject_type: "order_inquiry",
        subject_id: id,
        message: "events.message_unreadable",
        details: { reason: "The message could not be read within 0.001 seconds." },
      },
    ]);

    const next = await queued(mimeMessage("Graag 10 x H-200"));
    await processInquiry(appPool, tenantId, next);
    expect(await inquiry(next)).toMatchObject({ status: "not_an_order", error: null });
  });
});

describe("A message whose reading stops on an unexpected error", () => {
  it("is failed to be tried again, and not logged as an e-mail that could not be read", async () => {
    const id = await queued(mimeMessage("Graag 10 x H-200"));
    // Fennec's own fault, not the message's: the worker reading it breaks down.
    const broken = {
      run: () => Promise.reject(new Error("the worker broke down")),
    } as unknown as ExtractionPool;
    await expect(processInquiry(appPool, tenantId, id, null, broken)).rejects.toThrow(
      "the worker broke down",
    );
    expect(await inquiry(id)).toMatchObject({
      status: "failed",
      error: "Processing stopped on an unexpected error; it is tried again.",
    });
    expect(await loggedAbout(id)).toEqual([]);
  });
});
