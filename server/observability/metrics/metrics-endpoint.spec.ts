import { randomUUID } from "node:crypto";
import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { QUEUE_SCHEMA } from "../../jobs/queue.ts";
import { createLogger } from "../../logging/logger.ts";
import { createUser } from "../../modules/identity/create-user.ts";
import { createTenant } from "../../modules/tenants/create-tenant.ts";

/**
 * GET /metrics (decision 053) of the real server, read by a Prometheus text-format parser. The
 * spec database is shared with the other spec files of this worker, so the figures are checked
 * as what changed between two scrapes around what this spec made.
 */
const { appPool, ownerPool } = connectTestDatabase();
const TOKEN = "metrics-spec-token-0123456789";
/** Everything the server logs, to show the token is never among it. */
const logLines: string[] = [];
const server = startTestServer(
  { METRICS_TOKEN: TOKEN },
  {
    logger: createLogger({
      level: "trace",
      pretty: false,
      destination: { write: (line: string) => void logLines.push(line) },
    }),
  },
);
const unconfigured = startTestServer();
const stamp = Date.now();
const password = "metrics-spec-password";
let tenantId = "";
let accessToken = "";

type Labels = Record<string, string>;

type Scrape = { families: PrometheusFamily[]; text: string };

async function scrape(): Promise<Scrape> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  return { families: parsePrometheusTextFormat(text), text };
}

function family({ families }: Scrape, name: string): PrometheusFamily {
  const found = families.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no ${name} in the scrape`);
  return found;
}

/** The value of the series with these labels; a series not there (no such rows) counts 0. */
function value(scrape: Scrape, name: string, labels: Labels = {}): number {
  const sample = family(scrape, name).metrics.find((candidate) =>
    Object.entries(labels).every(([key, wanted]) => candidate.labels?.[key] === wanted),
  );
  return Number(sample?.value ?? 0);
}

/**
 * How many observations a histogram's series holds. The parser folds a histogram's series into
 * one (it keeps no labels for them), so this one line is read from the text as the format has
 * it: `name_count{labels} value`, labels in the order prom-client writes them.
 */
function observations({ text }: Scrape, name: string, labels: Labels): number {
  const series = Object.entries(labels)
    .map(([key, label]) => `${key}="${label}"`)
    .join(",");
  const line = text
    .split("\n")
    .find((candidate) => candidate.startsWith(`${name}_count{${series}}`));
  return Number(line?.split(" ").at(-1) ?? 0);
}

function allLabelValues({ families }: Scrape): string[] {
  return families.flatMap((each) =>
    each.metrics.flatMap((sample) => Object.values(sample.labels ?? {})),
  );
}

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `metrics-${stamp}`, name: "Metrics Handel" });
  tenantId = tenant.id;
  const email = `operator-${stamp}@metrics.test`;
  await createUser(appPool, { email, password, tenantKey: tenant.key, role: "operator" });
  accessToken = (await signInWithPkce(server.url, email, password)).tokens.access_token;
});

describe("who may read /metrics", () => {
  it("is not there without METRICS_TOKEN", async () => {
    const bare = await fetch(`${unconfigured.url}/metrics`);
    expect(bare.status).toBe(404);
    const withToken = await fetch(`${unconfigured.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(404);
    expect(await withToken.text()).not.toContain("fennec_");
  });

  it("refuses a scraper without the token or with a wrong one", async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer wrong-token-of-some-length" },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}` },
      { authorization: "Bearer " },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.headers.get("www-authenticate")).toContain("Bearer");
      expect(await response.text()).not.toContain("fennec_");
    }
  });

  it("never logs the token", async () => {
    await scrape();
    const log = logLines.join("");
    expect(log).toContain('"path":"/metrics"');
    expect(log).not.toContain(TOKEN);
  });

  it("answers the scraper holding it", async () => {
    const scraped = await scrape();
    expect(value(scraped, "fennec_metrics_database_figures_read")).toBe(1);
    // Node's own figures come along.
    expect(value(scraped, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
  });
});

describe("what /metrics shows", () => {
  it("counts and times requests by route template, never by a path with an id", async () => {
    const route = "/api/orders/order-inquiries/:id";
    const labels = { method: "GET", route, status_class: "4xx" };
    const before = await scrape();
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) {
      const response = await callApi(server.url, accessToken, `/api/orders/order-inquiries/${id}`);
      expect(response.status).toBe(404);
    }
    const page = await fetch(`${server.url}/validate/${ids[0]}`, { redirect: "manual" });
    expect(page.status).toBeLessThan(500);

    const after = await scrape();
    expect(
      value(after, "fennec_http_requests_total", labels) -
        value(before, "fennec_http_requests_total", labels),
    ).toBe(2);
    expect(family(after, "fennec_http_request_duration_seconds").type).toBe("HISTOGRAM");
    expect(
      observations(after, "fennec_http_request_duration_seconds", labels) -
        observations(before, "fennec_http_request_duration_seconds", labels),
    ).toBe(2);
    // The web app's pages are one series, whatever the page.
    const routes = family(after, "fennec_http_requests_total").metrics.map(
      (sample) => sample.labels?.route,
    );
    expect(routes).toContain("web");
    expect(routes).toContain("/metrics");
    const labelValues = allLabelValues(after);
    for (const id of ids) expect(labelValues.join("\n")).not.toContain(id);
    expect(labelValues.filter((label) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(label))).toEqual([]);
  });

  it("shows each job queue's depth and how long its oldest due job has waited", async () => {
    const queue = "logs.remove-old";
    const before = await scrape();
    // No worker runs in this server: the jobs stay where they are put.
    const { rows } = await ownerPool.query<{ id: string }>(
      `insert into ${QUEUE_SCHEMA}.job (name, data, start_after)
       values ($1, '{}', now() - interval '90 seconds'), ($1, '{}', now()),
              ($1, '{}', now() + interval '1 hour')
       returning id`,
      [queue],
    );
    try {
      const after = await scrape();
      const change = (state: string) =>
        value(after, "fennec_job_queue_jobs", { queue, state }) -
        value(before, "fennec_job_queue_jobs", { queue, state });
      expect(change("queued")).toBe(2);
      expect(change("scheduled")).toBe(1);
      expect(change("active")).toBe(0);
      expect(
        value(after, "fennec_job_queue_oldest_queued_seconds", { queue }),
      ).toBeGreaterThanOrEqual(90);
      // Every queue is there, waiting or not.
      expect(
        family(after, "fennec_job_queue_jobs").metrics.some(
          (sample) => sample.labels?.queue === "delivery.submit-order",
        ),
      ).toBe(true);
    } finally {
      await ownerPool.query(`delete from ${QUEUE_SCHEMA}.job where id = any($1)`, [
        rows.map((row) => row.id),
      ]);
    }
  });

  it("counts the e-mails received and the deliveries by outcome", async () => {
    const before = await scrape();
    const inquiries: string[] = [];
    for (let n = 0; n < 3; n++) inquiries.push(await receivedInquiry(n));
    const erp = ["submitted", "refused", "refused", "failed"];
    for (const [n, status] of erp.entries()) {
      await ownerPool.query(
        `insert into order_deliveries (tenant_id, inquiry_id, idempotency_key, payload, status)
         values ($1, $2, $3, '{}', $4)`,
        [tenantId, inquiries[n % 3], `metrics-${n}`, status],
      );
    }
    const webhook = await ownerPool.query<{ id: string }>(
      `insert into webhooks (tenant_id, name, url, sealed_signing_secrets)
       values ($1, 'ERP hook', 'https://hooks.example.test/', 'sealed') returning id`,
      [tenantId],
    );
    for (const status of ["delivered", "delivered", "failed"]) {
      await ownerPool.query(
        `insert into webhook_messages (tenant_id, webhook_id, event, payload, status)
         values ($1, $2, 'order.validated', '{}', $3)`,
        [tenantId, webhook.rows[0]?.id, status],
      );
    }
    const profile = await ownerPool.query<{ id: string }>(
      `insert into export_profiles (tenant_id, name, kind, template, file_name_template)
       values ($1, 'Nightly file', 'ftp', '{{order.number}}', 'order.csv') returning id`,
      [tenantId],
    );
    for (const [n, status] of ["written", "failed"].entries()) {
      await ownerPool.query(
        `insert into export_runs (tenant_id, profile_id, inquiry_id, order_version, payload, status)
         values ($1, $2, $3, 1, '{}', $4)`,
        [tenantId, profile.rows[0]?.id, inquiries[n], status],
      );
    }

    const after = await scrape();
    const change = (name: string, labels: Labels = {}) =>
      value(after, name, labels) - value(before, name, labels);
    expect(change("fennec_emails_received", { source: "smtp" })).toBe(2);
    expect(change("fennec_emails_received", { source: "upload" })).toBe(1);
    const deliveries = (kind: string, status: string) =>
      change("fennec_deliveries", { kind, status });
    expect(deliveries("erp", "submitted")).toBe(1);
    expect(deliveries("erp", "refused")).toBe(2);
    expect(deliveries("erp", "failed")).toBe(1);
    expect(deliveries("erp", "completed")).toBe(0);
    expect(deliveries("webhook", "delivered")).toBe(2);
    expect(deliveries("webhook", "failed")).toBe(1);
    expect(deliveries("export", "written")).toBe(1);
    expect(deliveries("export", "failed")).toBe(1);
    // Nothing names a tenant.
    const labelValues = allLabelValues(after).join("\n");
    expect(labelValues).not.toContain(tenantId);
    expect(labelValues).not.toContain("Metrics Handel");
  });
});

/** A received e-mail and the inquiry intake opens for it, as intake writes them. */
async function receivedInquiry(n: number): Promise<string> {
  const message = await ownerPool.query<{ id: string }>(
    `insert into inbound_messages (tenant_id, source, raw, size, sha256)
     values ($1, $2, 'x'::bytea, 1, $3) returning id`,
    [tenantId, n < 2 ? "smtp" : "upload", `metrics-${stamp}-${n}`],
  );
  const inquiry = await ownerPool.query<{ id: string }>(
    `insert into order_inquiries (tenant_id, inbound_message_id, status, received_at)
     values ($1, $2, 'received', now()) returning id`,
    [tenantId, message.rows[0]?.id],
  );
  return inquiry.rows[0]?.id as string;
}
