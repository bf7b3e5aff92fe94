import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";

/**
 * How soon a job lost with a killed process is run again (decision 066, README's
 * JOB_MAINTENANCE_SECONDS): its queue's expiry, as installed by migrating — a few times the job's
 * real bound, not pg-boss's 15 minutes. `tests/process/lost-job.spec.ts` shows the expiry at work
 * after a SIGKILL.
 */
const { ownerPool } = connectTestDatabase();

describe("expiry of jobs lost with their process", () => {
  it("is a few times each job's bound, as the README says", async () => {
    const { rows } = await ownerPool.query<{ name: string; expire_seconds: number }>(
      "select name, expire_seconds from pgboss.queue where name = any($1) order by name",
      [
        [
          "orders.process-inquiry",
          "delivery.submit-order",
          "delivery.read-erp-status",
          "webhooks.send-message",
          "exports.write-order",
          "connectivity.run-import-profile",
        ],
      ],
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.expire_seconds]))).toEqual({
      // 2 × (2 × the 20 s extraction budget) + 30 s, without an LLM
      "orders.process-inquiry": 110,
      // 2 × the 15 s ERP request timeout + 15 s
      "delivery.submit-order": 45,
      "delivery.read-erp-status": 45,
      // 2 × the 15 s attempt timeout + 15 s
      "webhooks.send-message": 45,
      // 2 × an export attempt's 5-minute session bound + 60 s
      "exports.write-order": 660,
      // 2 × an import run's 30-minute session bound + 5 min
      "connectivity.run-import-profile": 3900,
    });
  });
});
