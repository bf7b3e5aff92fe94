/**
 * `npm run bench:pages`: how fast the web renders its pages, signed in, next to an anonymous
 * /login. Fennec (role `web`: web app, API and /oauth, no workers) runs in this process on a
 * throw-away embedded database seeded as `npm start` seeds it (the demo tenant, its catalogue
 * and administrator); a few e-mails of the dev corpus are processed and copied by SQL until
 * 1,000 orders wait for validation. The bench signs in the way a browser does (/login, the
 * sign-in step, /callback), then loads each page with the same number of concurrent requests
 * for a fixed time from a worker thread (the server keeps the main thread to itself), and
 * prints requests per second, the p95 and the ratio to /login. Then /validate/{id} one request
 * at a time: its server time.
 *
 * BENCH_SECONDS (default 8) sets the time per page, BENCH_CONCURRENCY (default 10) the
 * concurrent requests, BENCH_QUEUE (default 1,000) the orders waiting. Needs the web build
 * (`npm run build`). BENCH_CPU_PROFILE=dir writes a CPU profile of the signed-in pages there; BENCH_PAGES
 * (comma-separated, e.g. `/validate,/to-process`) measures only those pages beside /login.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { parseConfig } from "../server/config/config.ts";
import { startFennec } from "../server/lifecycle/start-fennec.ts";
import { createLogger } from "../server/logging/logger.ts";
import { receiveAndProcess } from "../server/modules/orders/inquiries/receive-and-process.ts";
import { fillQueue, signIn } from "./web-session.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const QUEUE = Number(process.env.BENCH_QUEUE ?? 1_000);
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const ADMIN = { email: "admin@bench.fennec.test", password: "bench-admin-password" };
const corpusDir = path.resolve(import.meta.dirname, "../tests/fixtures/orders-dev");
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-bench-pages-"));

/** The load: CONCURRENCY loops of fetch for a fixed time, in a worker thread. */
const loadWorker = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, cookie, seconds, concurrency } = workerData;
const times = [];
let failures = 0;
let firstFailure = "";
const end = performance.now() + seconds * 1000;
async function loop() {
  while (performance.now() < end) {
    const start = performance.now();
    try {
      const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
      await response.arrayBuffer();
      if (response.status !== 200) {
        failures++;
        firstFailure ||= response.status + " " + (response.headers.get("location") ?? "");
      }
    } catch (error) {
      failures++;
      firstFailure ||= String(error);
    }
    times.push(performance.now() - start);
  }
}
Promise.all(Array.from({ length: concurrency }, loop)).then(() =>
  parentPort.postMessage({ times, failures, firstFailure }),
);
`;

type Load = { times: number[]; failures: number; firstFailure: string };

function load(url: string, cookie: string, seconds: number, concurrency: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(loadWorker, {
      eval: true,
      workerData: { url, cookie, seconds, concurrency },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

function percentile(times: number[], share: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** Copies of the processed orders until `count` of them wait for validation. */

let stop: (() => Promise<void>) | undefined;
try {
  const port = 3790 + Math.floor(Math.random() * 100);
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = parseConfig({
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: baseUrl,
    FENNEC_ROLE: "web",
    SMTP_PORT: "0",
    LOG_LEVEL: "warn",
    FENNEC_ADMIN_EMAIL: ADMIN.email,
    FENNEC_ADMIN_PASSWORD: ADMIN.password,
  });
  const fennec = await startFennec(config, createLogger({ level: "warn", pretty: false }));
  stop = fennec.stop;
  const pool = fennec.database.appPool;
  const {
    rows: [tenant],
  } = await fennec.database.ownerPool.query<{ id: string }>(
    "select id from tenants where key = 'demo'",
  );
  if (!tenant) throw new Error("No demo tenant");
  const emails = (await readdir(path.join(corpusDir, "emails"))).filter((f) => f.endsWith(".eml"));
  for (const file of emails.slice(0, 20)) {
    await receiveAndProcess(pool, tenant.id, await readFile(path.join(corpusDir, "emails", file)));
  }
  await fillQueue(pool, tenant.id, QUEUE);
  await fennec.database.ownerPool.query("analyze");
  const {
    rows: [oldest],
  } = await fennec.database.ownerPool.query<{ id: string; waiting: string }>(
    `select id, count(*) over () as waiting from order_inquiries
     where status in ('pending_validation', 'saved') order by received_at, id limit 1`,
  );
  if (!oldest) throw new Error("No order waiting");
  console.log(
    `Demo catalogue, ${Number(oldest.waiting).toLocaleString("en")} orders waiting; ${CONCURRENCY} concurrent requests, ${SECONDS} s per page`,
  );

  const jar = await signIn(baseUrl, ADMIN);
  const cookie = jar.header();
  const allPages: [string, string][] = [
    ["/login", ""],
    ["/validate", cookie],
    ["/to-process", cookie],
    [`/validate/${oldest.id}`, cookie],
    ["/reference-data", cookie],
    ["/order-inquiries", cookie],
  ];
  // BENCH_PAGES=/validate,/to-process measures (and profiles) only those, beside /login.
  const only = process.env.BENCH_PAGES?.split(",");
  const pages = allPages.filter(
    ([page], index) => index === 0 || !only || only.some((name) => page.startsWith(name)),
  );
  // Warm-up: the first renders compile and fill whatever is cached.
  for (const [page, pageCookie] of pages) await load(`${baseUrl}${page}`, pageCookie, 1, 2);

  const profiler = PROFILE_DIR ? new Session() : undefined;
  const results: { page: string; rate: number; p95: number; failures: number; busyMs: number }[] =
    [];
  for (const [page, pageCookie] of pages) {
    if (profiler && results.length === 1) {
      // The profile covers the signed-in pages only, after /login.
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
    }
    const busyBefore = performance.eventLoopUtilization();
    const result = await load(`${baseUrl}${page}`, pageCookie, SECONDS, CONCURRENCY);
    const busy = performance.eventLoopUtilization(busyBefore);
    if (result.failures > 0) {
      console.log(`  ${page}: ${result.failures} failures (first: ${result.firstFailure})`);
    }
    results.push({
      page: page.startsWith("/validate/") ? "/validate/{id}" : page,
      rate: result.times.length / SECONDS,
      p95: percentile(result.times, 0.95),
      failures: result.failures,
      // the server's main thread, busy per request: steadier than req/s on a shared machine
      busyMs: busy.active / Math.max(1, result.times.length),
    });
  }
  if (profiler && PROFILE_DIR) {
    const { profile } = await profiler.post("Profiler.stop");
    const file = path.join(PROFILE_DIR, `pages-${Date.now()}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    console.log(`CPU profile: ${file}`);
    profiler.disconnect();
  }
  const baseline = results[0]?.rate ?? 1;
  for (const { page, rate, p95, busyMs } of results) {
    console.log(
      `  ${page.padEnd(17)} ${rate.toFixed(0).padStart(5)} req/s  p95 ${p95.toFixed(1).padStart(6)} ms  ${(rate / baseline).toFixed(2)}× /login  main thread ${busyMs.toFixed(1)} ms/request`,
    );
  }

  // Server time of one order's screen: one request at a time, nothing queued before it.
  const single = await load(`${baseUrl}/validate/${oldest.id}`, cookie, SECONDS, 1);
  console.log(
    `  /validate/{id} alone: median ${percentile(single.times, 0.5).toFixed(1)} ms, p95 ${percentile(single.times, 0.95).toFixed(1)} ms (${single.times.length} requests)`,
  );
} finally {
  await stop?.();
  await rm(dataDir, { recursive: true, force: true });
}
