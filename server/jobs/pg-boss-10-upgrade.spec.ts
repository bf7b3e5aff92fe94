import pg from "pg";
import PgBoss10 from "pg-boss-10";
import { afterAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { createLogger } from "../logging/logger.ts";
import { installJobQueue, type JobDefinition, startJobRunner } from "./queue.ts";

/**
 * Upgrading from pg-boss 10 (decision 070): a database whose queue schema pg-boss 10.4.2 made, with
 * jobs waiting in it, is migrated and worked by Fennec on pg-boss 12. Its own empty database, since
 * the spec databases already hold pg-boss 12's schema.
 */
const { ownerPool, urls } = connectTestDatabase();
const logger = createLogger({ level: "silent", pretty: false });
const databaseName = `pgboss10_upgrade_${process.pid}_${Date.now()}`;
const upgradeUrl = new URL(urls.ownerUrl);
upgradeUrl.pathname = `/${databaseName}`;
let pool: pg.Pool | undefined;

afterAll(async () => {
  await pool?.end();
  await ownerPool.query(`drop database if exists "${databaseName}" with (force)`);
});

describe("a pg-boss 10 queue schema", { timeout: 60_000 }, () => {
  it("is upgraded with its jobs and schedules: the queued, deferred and running ones run", async () => {
    await ownerPool.query(`create database "${databaseName}"`);
    pool = new pg.Pool({ connectionString: upgradeUrl.toString(), max: 5 });
    // the database is dropped with (force) after the spec
    pool.on("error", () => {});
    const tenantA = "11111111-1111-4111-8111-111111111111";
    const tenantB = "22222222-2222-4222-8222-222222222222";

    // The release before: pg-boss 10 installs its schema, queues jobs and keeps a schedule.
    const old = new PgBoss10({ connectionString: upgradeUrl.toString(), schema: "pgboss", max: 2 });
    old.on("error", () => {});
    await old.start();
    await old.createQueue("spec.upgrade", { name: "spec.upgrade", retryLimit: 3 });
    await old.createQueue("spec.upgrade-fair", { name: "spec.upgrade-fair", retryLimit: 3 });
    await old.createQueue("spec.upgrade-nightly", { name: "spec.upgrade-nightly" });
    const queued = await old.send("spec.upgrade", { tenantId: tenantA, note: "queued" });
    const deferred = await old.send(
      "spec.upgrade",
      { tenantId: tenantB, note: "deferred" },
      { startAfter: 5 },
    );
    const running = await old.send("spec.upgrade-fair", { tenantId: tenantA, note: "running" });
    const waiting = await old.send("spec.upgrade-fair", { tenantId: tenantA, note: "waiting" });
    // a worker of the old release had claimed one when it was stopped
    const [claimed] = await old.fetch<{ note: string }>("spec.upgrade-fair");
    expect(claimed?.id).toBe(running);
    await old.schedule(
      "spec.upgrade-nightly",
      "0 3 * * *",
      { sweep: true },
      { tz: "Europe/Brussels" },
    );
    await old.stop({ graceful: false, wait: true });
    expect((await pool.query("select version from pgboss.version")).rows[0]?.version).toBe(24);
    const deferredUntil = (
      await pool.query<{ start_after: Date }>("select start_after from pgboss.job where id = $1", [
        deferred,
      ])
    ).rows[0]?.start_after;
    expect(deferredUntil?.getTime()).toBeGreaterThan(Date.now());

    // This release: migrating the database, then its workers.
    const handled: string[] = [];
    const handle = async ({ note }: { note: string }) => {
      handled.push(note);
    };
    const definitions = [
      { name: "spec.upgrade", pollingIntervalSeconds: 0.5, handle },
      {
        name: "spec.upgrade-fair",
        concurrency: 2,
        perTenantConcurrency: 1,
        pollingIntervalSeconds: 0.5,
        handle,
      },
    ] as JobDefinition[];
    await installJobQueue(pool, definitions);

    const jobs = await pool.query<{ id: string; state: string; group_id: string | null }>(
      "select id, state, group_id from pgboss.job where name like 'spec.upgrade%' order by id",
    );
    expect(jobs.rows).toEqual(
      [
        { id: queued, state: "created", group_id: tenantA },
        { id: deferred, state: "created", group_id: tenantB },
        { id: running, state: "created", group_id: tenantA },
        { id: waiting, state: "created", group_id: tenantA },
      ].sort((left, right) => String(left.id).localeCompare(String(right.id))),
    );
    const schedules = await pool.query(
      "select name, cron, timezone, data from pgboss.schedule where name = 'spec.upgrade-nightly'",
    );
    expect(schedules.rows).toEqual([
      {
        name: "spec.upgrade-nightly",
        cron: "0 3 * * *",
        timezone: "Europe/Brussels",
        data: { sweep: true },
      },
    ]);
    const schemas = await pool.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'pgboss%' order by 1",
    );
    expect(schemas.rows.map((row) => row.nspname)).toEqual(["pgboss"]);

    const runner = await startJobRunner(pool, definitions, logger, 1);
    try {
      await expect
        .poll(() => [...handled].sort(), { timeout: 20_000, interval: 100 })
        .toEqual(["deferred", "queued", "running", "waiting"]);
      await expect
        .poll(
          async () =>
            (
              await pool?.query<{ state: string }>(
                "select distinct state from pgboss.job where name like 'spec.upgrade%'",
              )
            )?.rows.map((row) => row.state),
          { timeout: 10_000 },
        )
        .toEqual(["completed"]);
    } finally {
      await runner.stop();
    }
    // the deferred job kept its time, and ran only then
    const timing = await pool.query<{ start_after: Date; started_on: Date }>(
      "select start_after, started_on from pgboss.job where id = $1",
      [deferred],
    );
    expect(timing.rows[0]?.start_after).toEqual(deferredUntil);
    expect(timing.rows[0]?.started_on.getTime()).toBeGreaterThanOrEqual(
      deferredUntil?.getTime() ?? Number.NaN,
    );
    // a second start finds pg-boss 12's schema and leaves it be
    await installJobQueue(pool, definitions);
    expect(
      (
        await pool.query(
          "select count(*)::int as jobs from pgboss.job where name like 'spec.upgrade%'",
        )
      ).rows[0]?.jobs,
    ).toBe(4);
  });
});
