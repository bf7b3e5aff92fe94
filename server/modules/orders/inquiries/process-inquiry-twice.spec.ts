import { afterAll, beforeAll, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { storeInboundMessage } from "../intake/store-inbound-message.ts";
import { type ExtractionInput, ExtractionPool } from "./extraction-pool.ts";
import { processInquiry } from "./process-inquiry-job.ts";

const { appPool } = connectTestDatabase();
let tenantId: string;

/** An extraction that waits until the spec lets it go on: the slower of two runs of one job. */
class HeldExtraction extends ExtractionPool {
  private release!: () => void;
  private readonly released = new Promise<void>((resolve) => {
    this.release = resolve;
  });
  override async run(input: ExtractionInput) {
    await this.released;
    return super.run(input);
  }
  letGo() {
    this.release();
  }
}
const held = new HeldExtraction();
afterAll(() => held.close());

const status = (id: string) =>
  withTenant(appPool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ status: string }>(
      "select status from order_inquiries where id = $1",
      [id],
    );
    return rows[0]?.status;
  });

beforeAll(async () => {
  tenantId = (await createTenant(appPool, { key: `twice-${Date.now()}`, name: "Twee Keer BV" })).id;
});

it("leaves what an operator did since alone when a second run of the job ends later", async () => {
  const stored = await storeInboundMessage(appPool, {
    tenantId,
    channelId: null,
    source: "upload",
    raw: Buffer.from(
      "From: Inkoop <inkoop@dezon.nl>\r\nTo: orders@groothandel.example\r\nSubject: Bestelling\r\n" +
        "Content-Type: text/plain; charset=utf-8\r\n\r\nGraag leveren:\r\n10 x H-200\r\n12 x H-300\r\n",
    ),
  });
  const id = await withTenant(appPool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      "update order_inquiries set status = 'queued' where inbound_message_id = $1 returning id",
      [stored.id],
    );
    return rows[0]?.id as string;
  });
  // a retry after a crash claims the inquiry still marked processing, then waits on its read
  const slower = processInquiry(appPool, tenantId, id, null, held);
  await expect.poll(() => status(id)).toBe("processing");
  await processInquiry(appPool, tenantId, id);
  expect(await status(id)).toBe("not_an_order");
  // the operator rejects it (or, for an order, validates it) before the slower run ends
  await withTenant(appPool, tenantId, (tx) =>
    tx.client.query("update order_inquiries set status = 'rejected' where id = $1", [id]),
  );

  held.letGo();
  await slower;
  expect(await status(id)).toBe("rejected");
});
