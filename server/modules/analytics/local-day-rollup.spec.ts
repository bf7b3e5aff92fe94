import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { withPlatformAccess, withTenant } from "../../db/tenant-transaction.ts";
import { createUser } from "../identity/create-user.ts";
import { readSettings, saveSettings } from "../settings/settings-service.ts";
import { createTenant } from "../tenants/create-tenant.ts";
import { adoption, kpi } from "./analytics-figures.ts";
import { resolvePeriod } from "./analytics-period.ts";
import type { Scope } from "./analytics-scope.ts";
import { compactRollups } from "./compact-rollups.ts";

/**
 * The local-day actor rollup (decision 049, migration 0030) against hand-computed figures: a
 * tenant in New York, whose summer time ends on 1 November 2026 (a 25-hour day), a week after
 * Brussels'. Its channels and people are counted by its own days from the local-day rows, by
 * Brussels days (every tenant together) from the UTC ones, and again by its days after its time
 * zone changes; a change of zone and a delta written at the same moment wait for each other.
 * Rows are written into the real tables and the rollups kept by the migration's triggers.
 */
const { appPool, ownerPool } = connectTestDatabase();
const stamp = Date.now();
const ids: Record<string, string> = {};
let messages = 0;

async function message(db: pg.Pool | pg.PoolClient, tenant: string, channel: string, at: string) {
  messages += 1;
  const result = await db.query<{ id: string }>(
    `insert into inbound_messages (tenant_id, channel_id, source, raw, size, sha256, received_at)
     values ($1, $2, 'smtp', 'x'::bytea, 1, $3, $4) returning id`,
    [tenant, channel, `local-${stamp}-${messages}`, at],
  );
  return result.rows[0]?.id as string;
}

async function inquiry(tenant: string, channel: string, at: string) {
  const messageId = await message(ownerPool, tenant, channel, at);
  const result = await ownerPool.query<{ id: string }>(
    `insert into order_inquiries (tenant_id, inbound_message_id, channel_id, status, received_at,
       line_count, created_at, updated_at)
     values ($1, $2, $3, 'pending_validation', $4, 1, $4, $4) returning id`,
    [tenant, messageId, channel, at],
  );
  return result.rows[0]?.id as string;
}

async function channel(tenant: string, name: string) {
  const result = await ownerPool.query<{ id: string }>(
    "insert into channels (tenant_id, name, kind) values ($1, $2, 'smtp') returning id",
    [tenant, name],
  );
  return result.rows[0]?.id as string;
}

/** Active channels per day of `timeZone` and over the whole period, read as the API reads. */
async function channels(scope: Scope, start: string, end: string) {
  const read = async (tx: Parameters<typeof kpi>[0]) => {
    const answer = await kpi(
      tx,
      scope,
      await resolvePeriod(tx, { start, end }, scope.timeZone),
      "channels",
    );
    return {
      days: answer.series.timestamps,
      perDay: answer.series.series[0]?.values,
      total: answer.value.current,
    };
  };
  // The tenant's own zone through its tenant transaction; any other as every tenant is read.
  return scope.timeZone === (await zoneOf(scope.tenantId as string))
    ? withTenant(appPool, scope.tenantId as string, read)
    : withPlatformAccess(appPool, read);
}

async function zoneOf(tenant: string) {
  const result = await ownerPool.query<{ time_zone: string }>(
    "select time_zone from tenant_settings where tenant_id = $1",
    [tenant],
  );
  return result.rows[0]?.time_zone;
}

/** The tenant's local-day rows, compared as text. */
async function localRows(tenant: string) {
  const result = await ownerPool.query<{ row: string }>(
    `select concat_ws(' ', day, kind, actor_id, events, validated, last_at) as row
     from (select day, kind, actor_id, sum(events) as events, sum(validated) as validated,
       max(last_at) as last_at from analytics_actor_local_daily where tenant_id = $1
       group by 1, 2, 3) r order by 1`,
    [tenant],
  );
  return result.rows.map((row) => row.row);
}

const NEW_YORK = "America/New_York";

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `local-ny-${stamp}`, name: "Hudson Supply" });
  ids.ny = tenant.id;
  await ownerPool.query("update tenant_settings set time_zone = $2 where tenant_id = $1", [
    tenant.id,
    NEW_YORK,
  ]);
  for (const key of ["validator", "editor"]) {
    const email = `${key}-${stamp}@local-days.test`;
    const user = await createUser(appPool, {
      email,
      password: "local-days-password",
      tenantKey: tenant.key,
      role: "operator",
    });
    ids[key] = user.id;
  }
  const c1 = await channel(tenant.id, "Orders");
  const c2 = await channel(tenant.id, "Sales");
  const c3 = await channel(tenant.id, "Portal");
  // In New York (EDT, UTC−4, until 1 Nov 06:00 UTC; then EST, UTC−5) and in Brussels (CET):
  // Fri 30 Oct 23:30 New York, Sat 31 Oct 04:30 Brussels.
  const first = await inquiry(tenant.id, c1, "2026-10-31T03:30:00Z");
  // Sat 31 Oct 00:30 New York, Sat 31 Oct 05:30 Brussels.
  await message(ownerPool, tenant.id, c2, "2026-10-31T04:30:00Z");
  // Sun 1 Nov 01:30 EDT, then 01:30 EST (the hour twice); Sun 1 Nov in Brussels.
  await message(ownerPool, tenant.id, c1, "2026-11-01T05:30:00Z");
  await message(ownerPool, tenant.id, c3, "2026-11-01T06:30:00Z");
  // Sun 1 Nov 23:30 EST (in summer time it would be Monday); Mon 2 Nov 05:30 Brussels.
  await message(ownerPool, tenant.id, c2, "2026-11-02T04:30:00Z");
  // Mon 2 Nov 00:30 New York, Mon 2 Nov 06:30 Brussels.
  await message(ownerPool, tenant.id, c3, "2026-11-02T05:30:00Z");
  // People: an edit on Fri 30 Oct 23:00 New York, a validation on Sun 1 Nov 01:10 EDT and an
  // edit on Sun 1 Nov 23:10 EST.
  const change = (user: string, at: string) =>
    ownerPool.query(
      `insert into order_changes (tenant_id, inquiry_id, field, user_id, changed_at)
       values ($1, $2, 'customer_number', $3, $4)`,
      [tenant.id, first, user, at],
    );
  await change(ids.editor as string, "2026-10-31T03:00:00Z");
  await ownerPool.query(
    `update order_inquiries set status = 'validated', updated_at = $2, validated_at = $2,
       validated_by = $3, ai_accuracy = 1 where id = $1`,
    [first, "2026-11-01T05:10:00Z", ids.validator],
  );
  await change(ids.editor as string, "2026-11-02T04:10:00Z");
});

const OWN_DAYS = [
  "2026-10-30T04:00:00.000Z",
  "2026-10-31T04:00:00.000Z",
  "2026-11-01T04:00:00.000Z",
  "2026-11-02T05:00:00.000Z",
];

describe("a tenant in New York, across the end of its summer time", () => {
  it("counts active channels per New York day, the 25-hour Sunday as one day", async () => {
    expect(
      await channels(
        { tenantId: ids.ny as string, timeZone: NEW_YORK },
        "2026-10-30",
        "2026-11-02",
      ),
    ).toEqual({ days: OWN_DAYS, perDay: [1, 1, 3, 1], total: 3 });
  });

  it("counts active people and orders validated per person per New York day", async () => {
    const answer = await withTenant(appPool, ids.ny as string, async (tx) =>
      adoption(
        tx,
        { tenantId: ids.ny as string, timeZone: NEW_YORK },
        await resolvePeriod(tx, { start: "2026-10-30", end: "2026-11-02" }, NEW_YORK),
      ),
    );
    expect(answer.timestamps).toEqual(OWN_DAYS);
    expect(answer.series).toMatchObject([
      { key: "activeUsers", values: [1, 0, 2, 0] },
      { key: "validatedPerUser", values: [null, null, 1, null] },
    ]);
  });

  it("keeps one row per channel or person and New York day", async () => {
    const days = await ownerPool.query<{ day: string; kind: string; n: number }>(
      `select day::text, kind, count(distinct actor_id)::int as n from analytics_actor_local_daily
       where tenant_id = $1 group by 1, 2 order by 1, 2`,
      [ids.ny],
    );
    expect(days.rows).toEqual([
      { day: "2026-10-30", kind: "channel", n: 1 },
      { day: "2026-10-30", kind: "user", n: 1 },
      { day: "2026-10-31", kind: "channel", n: 1 },
      { day: "2026-11-01", kind: "channel", n: 3 },
      { day: "2026-11-01", kind: "user", n: 2 },
      { day: "2026-11-02", kind: "channel", n: 1 },
    ]);
  });

  it("counts by Brussels days when every tenant is read together", async () => {
    expect(
      await channels(
        { tenantId: ids.ny as string, timeZone: "Europe/Brussels" },
        "2026-10-30",
        "2026-11-02",
      ),
    ).toEqual({
      days: [
        "2026-10-29T23:00:00.000Z",
        "2026-10-30T23:00:00.000Z",
        "2026-10-31T23:00:00.000Z",
        "2026-11-01T23:00:00.000Z",
      ],
      perDay: [0, 2, 2, 2],
      total: 3,
    });
  });

  it("writes with each delta the rows a rebuild from the hourly rows gives, before and after compaction", async () => {
    const written = await localRows(ids.ny as string);
    await compactRollups(appPool);
    const pending = await ownerPool.query(
      "select 1 from analytics_actor_local_daily where tenant_id = $1 and pending",
      [ids.ny],
    );
    expect(pending.rows).toEqual([]);
    expect(await localRows(ids.ny as string)).toEqual(written);
    // The migration fills the table for existing deployments with the same function.
    await ownerPool.query("select analytics_rebuild_local_days($1, $2)", [ids.ny, NEW_YORK]);
    expect(await localRows(ids.ny as string)).toEqual(written);
    expect(
      await channels(
        { tenantId: ids.ny as string, timeZone: NEW_YORK },
        "2026-10-30",
        "2026-11-02",
      ),
    ).toMatchObject({ perDay: [1, 1, 3, 1], total: 3 });
  });
});

describe("a change of time zone", () => {
  it("rebuilds the tenant's local days in the new zone, and later deltas land there", async () => {
    const tenant = ids.ny as string;
    const settings = await readSettings(appPool, tenant);
    await saveSettings(appPool, tenant, { ...settings, timeZone: "Asia/Tokyo" });
    // Tokyo is UTC+9 all year: Sat 31 Oct 12:30 and 13:30, Sun 1 Nov 14:30 and 15:30,
    // Mon 2 Nov 13:30 and 14:30.
    expect(
      await channels({ tenantId: tenant, timeZone: "Asia/Tokyo" }, "2026-10-30", "2026-11-02"),
    ).toEqual({
      days: [
        "2026-10-29T15:00:00.000Z",
        "2026-10-30T15:00:00.000Z",
        "2026-10-31T15:00:00.000Z",
        "2026-11-01T15:00:00.000Z",
      ],
      perDay: [0, 2, 2, 2],
      total: 3,
    });
    // Mon 2 Nov 16:00 UTC is Tue 3 Nov 01:00 in Tokyo (still Monday in New York).
    const orders = (
      await ownerPool.query<{ id: string }>(
        "select id from channels where tenant_id = $1 and name = 'Orders'",
        [tenant],
      )
    ).rows[0]?.id as string;
    await message(ownerPool, tenant, orders, "2026-11-02T16:00:00Z");
    expect(
      await channels({ tenantId: tenant, timeZone: "Asia/Tokyo" }, "2026-11-02", "2026-11-03"),
    ).toMatchObject({ perDay: [2, 1], total: 3 });
    const written = await localRows(tenant);
    await compactRollups(appPool);
    await ownerPool.query("select analytics_rebuild_local_days($1, 'Asia/Tokyo')", [tenant]);
    expect(await localRows(tenant)).toEqual(written);
  });
});

describe("a time zone the database does not know", () => {
  it("is refused when set, so a tenant without history cannot fail every delta after it", async () => {
    const created = await createTenant(appPool, { key: `local-mars-${stamp}`, name: "Mars BV" });
    await expect(
      ownerPool.query(
        "update tenant_settings set time_zone = 'Mars/Olympus_Mons' where tenant_id = $1",
        [created.id],
      ),
    ).rejects.toThrow(/time zone "Mars\/Olympus_Mons" not recognized/);
    await message(
      ownerPool,
      created.id,
      await channel(created.id, "Inbox"),
      "2026-11-02T10:00:00Z",
    );
    expect(await localRows(created.id)).toEqual([expect.stringMatching(/^2026-11-02 channel /)]);
  });
});

/** A tenant transaction on a connection of its own, as a service opens one. */
async function tenantTransaction(tenant: string) {
  const client = await appPool.connect();
  await client.query("begin");
  await client.query("select set_config('app.tenant_id', $1, true)", [tenant]);
  const pid = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]
    ?.pid as number;
  return { client, pid };
}

/** Until `pid` waits for a lock (true) or `work` has finished without waiting (false). */
async function waitsForLock(pid: number, work: Promise<unknown>) {
  let finished = false;
  void work.then(
    () => {
      finished = true;
    },
    () => {
      finished = true;
    },
  );
  for (;;) {
    const activity = await ownerPool.query<{ wait_event_type: string | null }>(
      "select wait_event_type from pg_stat_activity where pid = $1",
      [pid],
    );
    if (activity.rows[0]?.wait_event_type === "Lock") return true;
    if (finished) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a change of time zone while a delta is being written", () => {
  let tenant: string;
  let inbox: string;

  beforeAll(async () => {
    const created = await createTenant(appPool, { key: `local-race-${stamp}`, name: "Race BV" });
    tenant = created.id;
    inbox = await channel(tenant, "Inbox");
  });

  it("waits for a delta written first, then files it in the new zone's day", async () => {
    // Sat 31 Oct 23:30 UTC: Sun 1 Nov in Brussels, Sat 31 Oct in UTC.
    const writer = await tenantTransaction(tenant);
    const changer = await tenantTransaction(tenant);
    try {
      await message(writer.client, tenant, inbox, "2026-10-31T23:30:00Z");
      const change = changer.client.query(
        "update tenant_settings set time_zone = 'UTC' where tenant_id = $1",
        [tenant],
      );
      expect(await waitsForLock(changer.pid, change)).toBe(true);
      await writer.client.query("commit");
      await change;
      await changer.client.query("commit");
    } finally {
      writer.client.release();
      changer.client.release();
    }
    expect(
      await channels({ tenantId: tenant, timeZone: "UTC" }, "2026-10-31", "2026-11-01"),
    ).toMatchObject({ perDay: [1, 0] });
  });

  it("makes a delta written meanwhile wait, then read the new zone", async () => {
    // Sun 1 Nov 16:30 UTC: Mon 2 Nov 01:30 in Tokyo.
    const changer = await tenantTransaction(tenant);
    const writer = await tenantTransaction(tenant);
    try {
      await changer.client.query(
        "update tenant_settings set time_zone = 'Asia/Tokyo' where tenant_id = $1",
        [tenant],
      );
      const write = message(writer.client, tenant, inbox, "2026-11-01T16:30:00Z");
      expect(await waitsForLock(writer.pid, write)).toBe(true);
      await changer.client.query("commit");
      await write;
      await writer.client.query("commit");
    } finally {
      changer.client.release();
      writer.client.release();
    }
    // The first message (Sun 1 Nov 08:30 in Tokyo) was rebuilt into Tokyo days as well.
    expect(
      await channels({ tenantId: tenant, timeZone: "Asia/Tokyo" }, "2026-11-01", "2026-11-02"),
    ).toMatchObject({ perDay: [1, 1] });
    expect(await localRows(tenant)).toEqual([
      expect.stringMatching(/^2026-11-01 channel /),
      expect.stringMatching(/^2026-11-02 channel /),
    ]);
  });
});
