import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { enqueue, type JobDefinition, startJobRunner } from "../../../jobs/queue.ts";
import { createLogger } from "../../../logging/logger.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { PROCESS_INQUIRY_JOB } from "./inquiry-statuses.ts";
import { processInquiryJob } from "./process-inquiry-job.ts";

/**
 * A tenant whose mailbox brings a flood of slow messages takes at most two of the four processing
 * slots; another tenant's message is read meanwhile (decision 070). The processing queue as
 * installed and its worker settings as defined; the reading itself is a stand-in that holds the
 * flooding tenant's messages until released, as an extraction at its budget would.
 */
const { appPool, ownerPool } = connectTestDatabase();
const logger = createLogger({ level: "silent", pretty: false });

describe("processing of inquiries", () => {
  it("holds one tenant's flood to its share of the slots", { timeout: 30_000 }, async () => {
    const flooding = await createTenant(appPool, { key: `intake-flood-${Date.now()}`, name: "F" });
    const quiet = await createTenant(appPool, { key: `intake-quiet-${Date.now()}`, name: "Q" });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let floodRunning = 0;
    let mostFloodRunning = 0;
    const processed: string[] = [];
    const definition: JobDefinition<{ tenantId: string; inquiryId: string }> = {
      ...(processInquiryJob(appPool) as JobDefinition<{ tenantId: string; inquiryId: string }>),
      pollingIntervalSeconds: 0.5,
      handle: async ({ tenantId, inquiryId }) => {
        if (tenantId === flooding.id) {
          floodRunning++;
          mostFloodRunning = Math.max(mostFloodRunning, floodRunning);
          await held;
          floodRunning--;
        }
        if (tenantId === flooding.id || tenantId === quiet.id) processed.push(inquiryId);
      },
    };
    await withTenant(appPool, flooding.id, async (tx) => {
      for (let index = 0; index < 8; index++)
        await enqueue(tx, PROCESS_INQUIRY_JOB, { tenantId: flooding.id, inquiryId: randomUUID() });
    });
    const quietInquiry = randomUUID();
    await withTenant(appPool, quiet.id, (tx) =>
      enqueue(tx, PROCESS_INQUIRY_JOB, { tenantId: quiet.id, inquiryId: quietInquiry }),
    );

    const runner = await startJobRunner(ownerPool, [definition as JobDefinition], logger);
    try {
      // the quiet tenant's message, queued after eight held ones, is processed while they hold
      await expect
        .poll(() => processed, { timeout: 10_000, interval: 100 })
        .toEqual([quietInquiry]);
      expect(mostFloodRunning).toBe(2);
      release();
      await expect.poll(() => processed.length, { timeout: 20_000, interval: 100 }).toBe(9);
      expect(mostFloodRunning).toBe(2);
    } finally {
      release();
      await runner.stop();
    }
  });
});
