import pg from "pg";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../logging/logger.ts";
import { refreshDatabaseFigures } from "./database-figures.ts";
import { createFennecMetrics } from "./fennec-metrics.ts";

describe("database figures when the database does not answer", () => {
  it("leaves the figures out and says so, instead of failing the scrape", async () => {
    const metrics = createFennecMetrics();
    metrics.emailsReceived.set({ source: "smtp" }, 7); // from an earlier scrape: must not be shown as current
    // Nothing listens on port 1 of loopback: every connection is refused.
    const pool = new pg.Pool({ connectionString: "postgres://fennec@127.0.0.1:1/fennec" });
    const lines: string[] = [];
    const log = createLogger({
      level: "warn",
      pretty: false,
      destination: { write: (line: string) => void lines.push(line) },
    });
    try {
      await refreshDatabaseFigures(metrics, pool, log);
    } finally {
      await pool.end();
    }
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^fennec_metrics_database_figures_read 0$/m);
    expect(text).not.toMatch(/^fennec_emails_received\{/m);
    expect(text).not.toMatch(/^fennec_job_queue_jobs\{/m);
    expect(lines.join("")).toContain("metrics: database figures not read");
  });
});
