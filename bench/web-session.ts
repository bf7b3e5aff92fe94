import type pg from "pg";
import { withTenant } from "../server/db/tenant-transaction.ts";

/**
 * What the page benchmarks share: a browser's sign-in to the web (session cookies) and a tenant's
 * validation queue filled with copies of its processed orders.
 */

export type Credentials = { email: string; password: string };

/** Cookies as a browser keeps them (one origin; paths ignored). */
export class CookieJar {
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
export async function signIn(baseUrl: string, credentials: Credentials) {
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
    body: JSON.stringify(credentials),
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

/** Copies of the tenant's processed orders, until `count` wait for validation (half saved). */
export async function fillQueue(pool: pg.Pool, tenantId: string, count: number) {
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
