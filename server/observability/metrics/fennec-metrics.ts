import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export type FennecMetrics = ReturnType<typeof createFennecMetrics>;

const requestLabels = ["method", "route", "status_class"] as const;

/**
 * Every metric /metrics shows (decision 053), in a registry of this app's own rather than
 * prom-client's global one, so that several apps (tests) can live in one process.
 */
export function createFennecMetrics() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: "fennec_http_requests_total",
      help: "HTTP requests answered, by method, route template (web: the web app's pages) and status class",
      labelNames: requestLabels,
      registers,
    }),
    httpRequestDuration: new Histogram({
      name: "fennec_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route template and status class",
      labelNames: requestLabels,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    jobQueueJobs: new Gauge({
      name: "fennec_job_queue_jobs",
      help: "Jobs per queue: queued (due, waiting for a worker), scheduled (due later, e.g. a retry) or active",
      labelNames: ["queue", "state"] as const,
      registers,
    }),
    jobQueueOldestQueued: new Gauge({
      name: "fennec_job_queue_oldest_queued_seconds",
      help: "How long the oldest due job of a queue has waited for a worker (0: none waits)",
      labelNames: ["queue"] as const,
      registers,
    }),
    emailsReceived: new Gauge({
      name: "fennec_emails_received",
      help: "E-mails received and stored, all tenants, by source (smtp, imap, upload)",
      labelNames: ["source"] as const,
      registers,
    }),
    deliveries: new Gauge({
      name: "fennec_deliveries",
      help: "Deliveries by kind (erp: orders to the ERP, webhook: webhook messages, export: export files) and status",
      labelNames: ["kind", "status"] as const,
      registers,
    }),
    databaseFiguresRead: new Gauge({
      name: "fennec_metrics_database_figures_read",
      help: "1 when this scrape read the queue, e-mail and delivery figures in time; 0 when it could not (they are then left out)",
      registers,
    }),
  };
}
