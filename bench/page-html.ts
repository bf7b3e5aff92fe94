/**
 * Issue 15, light pages: the HTML each list page sends for its first page, raw and gzipped, with
 * realistic data (the demo catalogue, 20 corpus e-mails processed, 1,000 orders waiting), on a
 * throw-away database. Needs `npm run build` first. Run: node --import tsx bench/page-html.ts
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseConfig } from "../server/config/config.ts";
import { withTenant } from "../server/db/tenant-transaction.ts";
import { startFennec } from "../server/lifecycle/start-fennec.ts";
import { createLogger } from "../server/logging/logger.ts";
import { receiveAndProcess } from "../server/modules/orders/inquiries/receive-and-process.ts";

const ADMIN = { email: "admin@bench.fennec.test", password: "bench-admin-password" };
const corpusDir = path.resolve(import.meta.dirname, "../tests/fixtures/orders-dev");
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-bench-html-"));

/** Cookies as a browser keeps them (one origin; paths ignored). */
class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** /login → Continue → /oauth/auth → /sign-in/{uid} → credentials → /callback, with cookies. */
async function signIn(baseUrl: string) {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      redirect: "manual",
      ...init,
      headers: { cookie: jar.header(), origin: baseUrl, ...(init.headers ?? {}) },
    });
    jar.take(response);
    return response;
  };
  const start = await go("/login", {
    method: "POST",
    body: new URLSearchParams({ redirectTo: "" }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  let location = start.headers.get("location") ?? "";
  const authorize = await go(location);
  location = authorize.headers.get("location") ?? "";
  const uid = location.match(/\/sign-in\/([^/?]+)/)?.[1];
  if (!uid) throw new Error(`No sign-in step: ${authorize.status} ${location}`);
  const login = await go(`/api/auth/interactions/${uid}/login`, {
    method: "POST",
    body: JSON.stringify(ADMIN),
    headers: { "content-type": "application/json", accept: "application/json" },
  });
  if (!login.ok) throw new Error(`Sign-in refused: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { redirectTo: string } };
  location = data.redirectTo;
  // The authorization server's resume, /callback, /auth/logging-in: followed to the landing page.
  for (let hop = 0; hop < 8; hop++) {
    const response = await go(location);
    await response.body?.cancel();
    const next = response.headers.get("location");
    if (!next) break;
    location = next;
  }
  if (!jar.cookies.has("fennec-access")) throw new Error("The sign-in set no access token cookie");
  return jar;
}

async function fillQueue(pool: import("pg").Pool, tenantId: string, count: number) {
  await withTenant(pool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ n: string }>(
      `select count(*) as n from order_inquiries where status in ('pending_validation', 'saved')`,
    );
    const missing = count - Number(rows[0]?.n ?? 0);
    if (missing <= 0) return;
    await tx.client.query(
      `with models as (
         select row_number() over (order by i.id) - 1 as k, i.result, i."order", i.customer_number,
           i.customer_name, i.order_reference, i.line_count, i.subject, i.from_address
         from order_inquiries i
         where i.tenant_id = $1 and i.status = 'pending_validation' and i."order" is not null),
       counted as (select count(*) as n from models),
       messages as (
         insert into inbound_messages (tenant_id, source, raw, size, sha256, received_at)
         select $1, 'upload', convert_to('bench ' || g, 'UTF8'), 8, 'bench-' || g,
           now() - (g || ' minutes')::interval
         from generate_series(1, $2::int) g
         returning id, received_at, sha256)
       insert into order_inquiries (tenant_id, inbound_message_id, status, subject, from_address,
         received_at, result, "order", customer_number, customer_name, order_reference, line_count,
         processed_at)
       select $1, msg.id, case when n.g % 2 = 0 then 'saved' else 'pending_validation' end,
         m.subject, m.from_address, msg.received_at, m.result, m."order", m.customer_number,
         m.customer_name, m.order_reference, m.line_count, msg.received_at
       from messages msg
       cross join lateral (select substring(msg.sha256 from 7)::int as g) n
       cross join counted c
       join models m on m.k = n.g % c.n`,
      [tenantId, missing],
    );
  });
}

let stop: (() => Promise<void>) | undefined;
try {
  const port = 3890 + Math.floor(Math.random() * 100);
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
  // 20 messages stay to process; 1,000 orders wait; 100 of them are made archived orders.
  const { rows: toProcess } = await fennec.database.ownerPool.query<{ id: string }>(
    "select id from order_inquiries order by received_at limit 20",
  );
  await fillQueue(pool, tenant.id, 1_000);
  await fennec.database.ownerPool.query(
    `update order_inquiries set status = 'validated' where id in (
       select id from order_inquiries where status = 'saved' order by received_at limit 100)`,
  );
  await fennec.database.ownerPool
    .query(`update order_inquiries set status = 'received' where id = any($1::uuid[])`, [
      toProcess.map((row) => row.id),
    ])
    .catch((error: unknown) => console.log(`(to-process set-up: ${String(error)})`));
  const jar = await signIn(baseUrl);
  for (const page of [
    "/to-process",
    "/validate",
    "/order-inquiries",
    "/archive",
    "/reference-data",
  ]) {
    const response = await fetch(new URL(page, baseUrl), {
      redirect: "manual",
      headers: { cookie: jar.header() },
    });
    const html = Buffer.from(await response.arrayBuffer());
    const rows = (html.toString("utf8").match(/<tr[ >]/g) ?? []).length;
    console.log(
      `  ${page.padEnd(17)} ${response.status}  ${(html.length / 1024).toFixed(1).padStart(6)} KB raw  ${(gzipSync(html).length / 1024).toFixed(1).padStart(5)} KB gzipped  (${rows} table rows)`,
    );
  }
} finally {
  await stop?.();
  await rm(dataDir, { recursive: true, force: true });
}
