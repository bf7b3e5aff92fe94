import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../../tests/setup/fennec-process.ts";
import { type FtpTestServer, startFtpServer } from "../../../../tests/setup/ftp-server.ts";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import {
  type RecordingFtpListener,
  startRecordingFtpListener,
} from "../../../../tests/setup/recording-listener.ts";
import { type SftpTestServer, startSftpServer } from "../../../../tests/setup/sftp-server.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { startTricklingProxy } from "../../../../tests/setup/trickling-proxy.ts";
import type {
  ImportProfile,
  ImportProfileFiles,
  ImportProfileRun,
  ImportProfileTestResult,
} from "../../../contracts/connectivity/import-profile.ts";
import { createOutboundGuard } from "../../../security/outbound-guard.ts";
import { createSecretBox } from "../../../security/secret-box.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { startDueImportRuns } from "./import-profile-jobs.ts";
import { executeImportRun } from "./run-import-profile.ts";

/**
 * The import profiles API (issue 19, decision 047) against real servers on loopback: pure-ftpd
 * and OpenSSH's sftp. Runs are carried out by this server's workers; the schedule's minute tick
 * is driven directly with the time it would run at.
 */
const { appPool, ownerPool } = connectTestDatabase();
// Known, so that a test can carry out a run itself with the server's secret box.
const ENCRYPTION_KEY = "import-profiles-spec-encryption-key-41c7";
const server = startTestServer({
  FENNEC_ROLE: "all",
  OUTBOUND_ALLOW_PRIVATE: "true",
  ENCRYPTION_KEY,
});
const stamp = Date.now();
const password = "import-profiles-spec-password";
const tokens: Record<string, string> = {};
const productTypes: Record<string, string> = {};
let ftp: FtpTestServer;
let sftp: SftpTestServer;
/** Another server on loopback, recording the user names and passwords it is sent. */
let ftpElsewhere: RecordingFtpListener;

const BASE = "/api/connectivity/profiles/import";
const api = (who: string, route: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `${BASE}${route}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()).data as T;
}

async function adminOf(who: string) {
  const tenant = await createTenant(appPool, { key: `${who}-${stamp}`, name: `${who} BV` });
  const email = `${who}-${stamp}@import-profiles.test`;
  await createUser(appPool, { email, password, tenantKey: tenant.key, role: "administrator" });
  tokens[who] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  const types = await callApi(server.url, tokens[who], "/api/dynamic-assets/asset-types");
  const products = (await types.json()).data.find(
    (type: { key: string }) => type.key === "products",
  );
  productTypes[who] = products.id;
}

const productsHeader = "sku;ean;description_en;description_nl;unit;price";
const productsCsv = [
  productsHeader,
  "PR-1;5400000000017;Bolt one;Bout een;box;1.50",
  "PR-2;5400000000024;Bolt two;Bout twee;box;not a price",
  "PR-3;5400000000031;Bolt three;Bout drie;pcs;3.10",
  "",
].join("\n");
const productsMapping = {
  columns: productsHeader.split(";"),
  mapping: ["sku", "ean", "description_en", "description_nl", "unit", "price"],
  match_field: "sku",
};

async function createProfile(who: string, name: string) {
  return ok<ImportProfile>(
    await api(who, "", "POST", { name, asset_type_id: productTypes[who] }),
    201,
  );
}

async function lastRun(who: string, id: string) {
  const records = await (await api(who, `/${id}/records`)).json();
  return records.data[0] as ImportProfileRun;
}

async function finishedRun(who: string, id: string, runId: string) {
  await expect
    .poll(async () => (await lastRun(who, id)).status, { timeout: 60_000, interval: 250 })
    .not.toBe("running");
  const run = await lastRun(who, id);
  expect(run.id, JSON.stringify((await (await api(who, `/${id}/records`)).json()).data)).toBe(
    runId,
  );
  return run;
}

beforeAll(async () => {
  [ftp, sftp, ftpElsewhere] = await Promise.all([
    startFtpServer(),
    startSftpServer(),
    startRecordingFtpListener(),
  ]);
  await adminOf("admin");
  await adminOf("other");
}, 60_000);

afterAll(async () => {
  await Promise.all([ftp?.stop(), sftp?.stop(), ftpElsewhere?.close()]);
});

describe("import profiles", () => {
  it("are created, changed and deleted; credentials are never answered; others' are not found", async () => {
    const created = await createProfile("admin", "Prices");
    expect(created).toMatchObject({
      name: "Prices",
      active: true,
      asset_type_id: productTypes.admin,
      asset_type_name: expect.any(String),
      configuration: null,
      mapping: null,
      schedule: {
        kind: "none",
        cron_expression: null,
        time_zone: "Europe/Brussels",
        next_run_at: null,
      },
      last_run: null,
    });

    const configured = await ok<ImportProfile>(
      await api("admin", `/${created.id}/update/configuration`, "PUT", {
        protocol: "ftp",
        host: ftp.host,
        port: ftp.port,
        username: ftp.username,
        password: ftp.password,
        directory: "/",
        file_name_pattern: "prices-*.csv",
        encoding: "ISO-8859-1",
      }),
    );
    expect(configured.configuration).toEqual({
      protocol: "ftp",
      host: ftp.host,
      port: ftp.port,
      username: ftp.username,
      password_set: true,
      private_key_set: false,
      security: "none",
      host_key_fingerprint: null,
      directory: "/",
      file_name_pattern: "prices-*.csv",
      encoding: "ISO-8859-1",
      after_import: "keep",
      move_to: null,
    });
    // Saved again without a password: the stored one is kept.
    const again = await ok<ImportProfile>(
      await api("admin", `/${created.id}/update/configuration`, "PUT", {
        protocol: "ftp",
        host: ftp.host,
        port: ftp.port,
        username: ftp.username,
        file_name_pattern: "prices-*.csv",
      }),
    );
    expect(again.configuration?.password_set).toBe(true);
    const fetched = await (await api("admin", `/${created.id}`)).text();
    expect(fetched).not.toContain(ftp.password);
    const list = await (await api("admin", "")).text();
    expect(list).not.toContain(ftp.password);
    expect(JSON.parse(list).meta.total).toBe(1);

    const renamed = await ok<ImportProfile>(
      await api("admin", `/${created.id}/update/general-info`, "PUT", {
        name: "Nightly prices",
        active: false,
        asset_type_id: productTypes.admin,
      }),
    );
    expect(renamed).toMatchObject({ name: "Nightly prices", active: false });

    const refused = await api("admin", `/${created.id}/update/configuration`, "PUT", {
      protocol: "ftp",
      host: ftp.host,
      username: ftp.username,
      directory: "/../etc",
      file_name_pattern: "prices-*.csv",
      after_import: "move",
    });
    expect(refused.status).toBe(422);

    for (const [route, method, body] of [
      [`/${created.id}`, "GET", undefined],
      [`/${created.id}`, "DELETE", undefined],
      [`/${created.id}/records`, "GET", undefined],
      [`/${created.id}/run`, "POST", undefined],
      [`/${created.id}/update/schedule`, "PUT", { kind: "none" }],
    ] as const) {
      const response = await api("other", route, method, body);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(
        `Import profile with ID ${created.id} not found`,
      );
    }
    expect((await (await api("other", "")).json()).meta.total).toBe(0);

    expect((await api("admin", `/${created.id}`, "DELETE")).status).toBe(204);
    const gone = await api("admin", `/${created.id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe(
      `Import profile with ID ${created.id} not found`,
    );
  });

  it("lists a directory of the FTP server, marking the files that match the pattern", async () => {
    await mkdir(path.join(ftp.root, "archive"), { recursive: true });
    await writeFile(path.join(ftp.root, "prices-2026-11.csv"), productsCsv);
    await writeFile(path.join(ftp.root, "readme.txt"), "not a price list");
    await writeFile(path.join(ftp.root, "archive", "prices-old.csv"), productsCsv);
    const profile = await createProfile("admin", "Browse");
    await ok(
      await api("admin", `/${profile.id}/update/configuration`, "PUT", {
        protocol: "ftp",
        host: ftp.host,
        port: ftp.port,
        username: ftp.username,
        password: ftp.password,
        file_name_pattern: "prices-*.csv",
      }),
    );
    const files = await ok<ImportProfileFiles>(await api("admin", `/${profile.id}/files`));
    expect(files.path).toBe("/");
    expect(files.parent).toBeNull();
    expect(files.entries.map((entry) => [entry.name, entry.kind, entry.matches_pattern])).toEqual([
      ["archive", "directory", false],
      ["prices-2026-11.csv", "file", true],
      ["readme.txt", "file", false],
    ]);
    expect(files.entries[1]?.size).toBe(Buffer.byteLength(productsCsv));
    const archive = await ok<ImportProfileFiles>(
      await api("admin", `/${profile.id}/files?path=/archive`),
    );
    expect(archive).toMatchObject({ path: "/archive", parent: "/" });
    expect(archive.entries.map((entry) => entry.name)).toEqual(["prices-old.csv"]);
    const traversal = await api("admin", `/${profile.id}/files?path=/archive/../..`);
    expect(traversal.status).toBe(422);
  });

  it("browsing a server that fails answers as an export profile's browsing does: 502 with details.code, 422 for a path; the test answers 200", async () => {
    // The same server, as an import profile and as an export profile of the same tenant.
    const exports = "/api/connectivity/profiles/export";
    const both = async (name: string, remote: { port: number; password: string }) => {
      const imported = await createProfile("admin", name);
      await ok(
        await api("admin", `/${imported.id}/update/configuration`, "PUT", {
          protocol: "ftp",
          host: ftp.host,
          port: remote.port,
          username: ftp.username,
          password: remote.password,
          directory: "/",
          file_name_pattern: "*.csv",
        }),
      );
      const exported = await ok<{ id: string }>(
        await callApi(server.url, tokens.admin as string, exports, {
          method: "POST",
          body: JSON.stringify({
            name,
            kind: "ftp",
            server: {
              protocol: "ftp",
              host: ftp.host,
              port: remote.port,
              username: ftp.username,
              password: remote.password,
              security: "none",
            },
          }),
        }),
        201,
      );
      return { imported: imported.id, exported: exported.id };
    };
    const browseBoth = async (ids: { imported: string; exported: string }, where: string) => {
      const query = `?path=${encodeURIComponent(where)}`;
      const imported = await api("admin", `/${ids.imported}/files${query}`);
      const exported = await callApi(
        server.url,
        tokens.admin as string,
        `${exports}/${ids.exported}/directories${query}`,
      );
      const answers = [
        { status: imported.status, body: await imported.json() },
        { status: exported.status, body: await exported.json() },
      ];
      // Exactly alike: the status, the error's code and message, and its details.
      expect(answers[0]).toEqual(answers[1]);
      return answers[0] as { status: number; body: { error: { message: string } } };
    };

    const closed = await freePort();
    const unreachable = await both("Nobody listens", { port: closed, password: "unheard-secret" });
    const down = await browseBoth(unreachable, "/");
    expect(down).toEqual({
      status: 502,
      body: {
        error: {
          code: "remote_server_failed",
          message: expect.stringContaining(`Could not reach ${ftp.host}:${closed}`),
          details: { code: "unreachable" },
        },
      },
    });
    expect(JSON.stringify(down)).not.toContain("unheard-secret");
    // Each profile's connection test still answers 200, saying what failed.
    const tested = await ok<ImportProfileTestResult>(
      await api("admin", `/${unreachable.imported}/test`, "POST"),
    );
    expect(tested).toMatchObject({
      ok: false,
      error: { code: "unreachable", message: down.body.error.message },
    });
    const exportTested = await callApi(
      server.url,
      tokens.admin as string,
      `${exports}/${unreachable.exported}/test`,
      { method: "POST" },
    );
    expect(await ok(exportTested)).toMatchObject({
      ok: false,
      error: { code: "unreachable", message: down.body.error.message },
    });

    // (A refused login goes the same way; pure-ftpd answers one only after seconds, so it is
    // left to the test of a wrong password below and to the browser test.)
    const working = await both("Working", { port: ftp.port, password: ftp.password });
    // A path that could cut an FTP command short is refused before anything is sent.
    expect(await browseBoth(working, "/in\r\nDELE prices.csv")).toMatchObject({
      status: 422,
      body: { error: { code: "validation_failed", details: { code: "invalid-path" } } },
    });
  });

  it("a stored password or key is kept only for the server it was saved for", async () => {
    const profile = await createProfile("admin", "Moving server");
    const ftpSettings = {
      protocol: "ftp",
      host: ftp.host,
      port: ftp.port,
      username: ftp.username,
      password: ftp.password,
      file_name_pattern: "*.csv",
    };
    await ok(await api("admin", `/${profile.id}/update/configuration`, "PUT", ftpSettings));
    const again = (message: string) => [
      { path: ["password"], message, code: "secret_address_changed" },
    ];
    for (const password of [undefined, ""]) {
      const moved = await api("admin", `/${profile.id}/update/configuration`, "PUT", {
        ...ftpSettings,
        host: ftpElsewhere.host,
        port: ftpElsewhere.port,
        password,
      });
      expect(moved.status).toBe(422);
      expect((await moved.json()).error.details).toEqual(
        again("Enter the password again: the server changed"),
      );
    }
    // Still saved for its own server: a test and a browse go there, never to the other.
    const test = await ok<ImportProfileTestResult>(
      await api("admin", `/${profile.id}/test`, "POST"),
    );
    expect(test.ok).toBe(true);
    await ok(await api("admin", `/${profile.id}/files`));
    expect(ftpElsewhere.logins).toEqual([]);

    const keyed = await createProfile("admin", "Moving SFTP");
    const sftpSettings = {
      protocol: "sftp",
      host: sftp.host,
      port: sftp.port,
      username: sftp.username,
      private_key: sftp.privateKey,
      file_name_pattern: "*.csv",
    };
    await ok(await api("admin", `/${keyed.id}/update/configuration`, "PUT", sftpSettings));
    const movedKey = await api("admin", `/${keyed.id}/update/configuration`, "PUT", {
      ...sftpSettings,
      port: ftpElsewhere.port,
      private_key: "",
    });
    expect(movedKey.status).toBe(422);
    expect((await movedKey.json()).error.details).toEqual(
      again("Enter the password or private key again: the server changed"),
    );
    // Removing the secrets on purpose is no refusal: nothing is kept.
    const cleared = await ok<ImportProfile>(
      await api("admin", `/${keyed.id}/update/configuration`, "PUT", {
        ...sftpSettings,
        port: ftpElsewhere.port,
        private_key: null,
      }),
    );
    expect(cleared.configuration).toMatchObject({ password_set: false, private_key_set: false });
  });

  it("a wrong password is refused clearly, by the test and in the run's record", async () => {
    const profile = await createProfile("admin", "Wrong password");
    await ok(
      await api("admin", `/${profile.id}/update/configuration`, "PUT", {
        protocol: "ftp",
        host: ftp.host,
        port: ftp.port,
        username: ftp.username,
        password: "not-the-password",
        file_name_pattern: "*.csv",
      }),
    );
    await ok(await api("admin", `/${profile.id}/update/mapping`, "PUT", productsMapping));
    const test = await ok<ImportProfileTestResult>(
      await api("admin", `/${profile.id}/test`, "POST"),
    );
    expect(test).toMatchObject({ ok: false, error: { code: "authentication" } });
    expect(test.error?.message).not.toContain("not-the-password");
    const started = await ok<ImportProfileRun>(
      await api("admin", `/${profile.id}/run`, "POST"),
      202,
    );
    expect(started).toMatchObject({ status: "running", trigger: "manual", files: [] });
    const run = await finishedRun("admin", profile.id, started.id);
    expect(run).toMatchObject({ status: "failed", error: { code: "authentication" }, files: [] });
    expect(run.error?.message).toMatch(/user name|password/i);
  });

  it("a scheduled run imports a products file over SFTP once, reporting the bad row; the next skips it", async () => {
    const incoming = path.join(sftp.root, "incoming");
    const done = path.join(sftp.root, "done");
    await mkdir(incoming, { recursive: true });
    await writeFile(path.join(incoming, "products-1.csv"), productsCsv);
    await writeFile(path.join(incoming, "notes.txt"), "skip me");

    const profile = await createProfile("admin", "Products over SFTP");
    await ok(
      await api("admin", `/${profile.id}/update/configuration`, "PUT", {
        protocol: "sftp",
        host: sftp.host,
        port: sftp.port,
        username: sftp.username,
        private_key: sftp.privateKey,
        directory: incoming,
        file_name_pattern: "products-*.csv",
        after_import: "move",
        move_to: done,
      }),
    );
    const test = await ok<ImportProfileTestResult>(
      await api("admin", `/${profile.id}/test`, "POST"),
    );
    expect(test).toEqual({
      ok: true,
      error: null,
      host_key_fingerprint: sftp.hostKeyFingerprint,
      host_key_newly_pinned: true,
      matching_files: 1,
    });
    const pinned = await ok<ImportProfile>(await api("admin", `/${profile.id}`));
    expect(pinned.configuration).toMatchObject({
      host_key_fingerprint: sftp.hostKeyFingerprint,
      private_key_set: true,
    });
    expect(JSON.stringify(pinned)).not.toContain("PRIVATE KEY");

    await ok(await api("admin", `/${profile.id}/update/mapping`, "PUT", productsMapping));
    const badCron = await api("admin", `/${profile.id}/update/schedule`, "PUT", {
      kind: "cron",
      cron: "61 * * * *",
    });
    expect(badCron.status).toBe(422);
    const scheduled = await ok<ImportProfile>(
      await api("admin", `/${profile.id}/update/schedule`, "PUT", { kind: "daily", time: "02:30" }),
    );
    expect(scheduled.schedule).toMatchObject({
      kind: "daily",
      time: "02:30",
      cron_expression: "30 2 * * *",
      time_zone: "Europe/Brussels",
    });
    const nextRunAt = new Date(scheduled.schedule.next_run_at as string);
    // 02:30 in Brussels is 01:30 UTC in winter and 00:30 UTC in summer.
    expect(nextRunAt.getUTCMinutes()).toBe(30);
    expect([0, 1]).toContain(nextRunAt.getUTCHours());

    // The minute before, nothing is due; at the time, the tick starts the run.
    expect(await startDueImportRuns(appPool, new Date(nextRunAt.getTime() - 60_000))).toEqual([]);
    const [runId] = await startDueImportRuns(appPool, nextRunAt);
    expect(runId).toBeDefined();
    const run = await finishedRun("admin", profile.id, runId as string);
    expect(run).toMatchObject({ trigger: "schedule", status: "completed", error: null });
    expect(run.files).toHaveLength(1);
    expect(run.files[0]).toMatchObject({
      name: "products-1.csv",
      size: Buffer.byteLength(productsCsv),
      checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
      outcome: "imported",
      created_rows: 2,
      updated_rows: 0,
      refused_rows: 1,
      refused: [{ row: 3, reason: "price: Price must be a number (for example 12,50)" }],
      after_import: "moved",
      after_import_error: null,
    });
    expect(await readdir(incoming)).toEqual(["notes.txt"]);
    expect(await readdir(done)).toEqual(["products-1.csv"]);
    const next = await ok<ImportProfile>(await api("admin", `/${profile.id}`));
    expect(new Date(next.schedule.next_run_at as string).getTime()).toBeGreaterThan(
      nextRunAt.getTime(),
    );

    // The same file dropped again: fetched, recognised, and not imported a second time.
    await writeFile(path.join(incoming, "products-1.csv"), productsCsv);
    const second = await ok<ImportProfileRun>(
      await api("admin", `/${profile.id}/run`, "POST"),
      202,
    );
    const skipped = await finishedRun("admin", profile.id, second.id);
    expect(skipped).toMatchObject({ trigger: "manual", status: "completed" });
    expect(skipped.files[0]).toMatchObject({
      name: "products-1.csv",
      outcome: "skipped-already-imported",
      import_id: null,
      created_rows: 0,
    });
    const records = await (await api("admin", `/${profile.id}/records`)).json();
    expect(records.data.map((record: ImportProfileRun) => record.id)).toEqual([second.id, runId]);
  });

  /** 2,000 products (about 100 KB) in the FTP server's `directory`: hours through a trickle. */
  async function writeLargeProductsFile(
    directory: string,
    name: string,
    skuPrefix: string,
    eanPrefix: string,
  ) {
    const rows = Array.from(
      { length: 2000 },
      (_, index) =>
        `${skuPrefix}-${index};${eanPrefix}${String(index).padStart(5, "0")};Product ${index};Product ${index};box;1.50`,
    );
    await mkdir(path.join(ftp.root, directory), { recursive: true });
    await writeFile(path.join(ftp.root, directory, name), [productsHeader, ...rows, ""].join("\n"));
  }

  it("a run on a server that crawls stops at the minimum speed with the reason, closing the connection", async () => {
    // A real file (2,000 products, about 100 KB) that pure-ftpd sends through a proxy at one
    // byte every 250 ms: hours for the whole file, each byte in time for every inactivity check.
    await writeLargeProductsFile("crawl", "products-slow.csv", "PS", "54000000");
    const crawling = await startTricklingProxy(ftp, { ftp: true, trickle: ["RETR"] });
    try {
      const profile = await createProfile("admin", "Crawling server");
      await ok(
        await api("admin", `/${profile.id}/update/configuration`, "PUT", {
          protocol: "ftp",
          host: crawling.host,
          port: crawling.port,
          username: ftp.username,
          password: ftp.password,
          directory: "/crawl",
          file_name_pattern: "products-*.csv",
        }),
      );
      await ok(await api("admin", `/${profile.id}/update/mapping`, "PUT", productsMapping));
      // The run is carried out here, as the job does, with the minimum speed judged over one
      // second instead of thirty (the server's own workers know nothing of this run).
      const { rows: added } = await ownerPool.query<{ id: string; tenant_id: string }>(
        `insert into import_profile_runs (tenant_id, profile_id, trigger, status, started_at)
         select tenant_id, id, 'manual', 'running', now() from import_profiles where id = $1
         returning id, tenant_id`,
        [profile.id],
      );
      const [{ id: runId, tenant_id: tenantId }] = added as [{ id: string; tenant_id: string }];
      const access = {
        box: createSecretBox(ENCRYPTION_KEY),
        guard: createOutboundGuard({ allowPrivate: true }),
        bounds: { minBytesPerSecond: 1000, throughputWindowMs: 1000 },
      };
      const started = Date.now();
      await executeImportRun(appPool, access, tenantId, runId);
      // The job is over (its slot free) within seconds, not when the server is done.
      expect(Date.now() - started).toBeLessThan(20_000);
      const run = await lastRun("admin", profile.id);
      const reason = expect.stringMatching(
        /^The transfer of \/crawl\/products-slow\.csv was slower than 1000 bytes per second over 1 second/,
      );
      expect(run).toMatchObject({
        id: runId,
        status: "failed",
        error: { code: "too-slow", message: reason },
        files: [{ name: "products-slow.csv", outcome: "failed", import_id: null, error: reason }],
      });
      // the connection was dropped by Fennec, not left to the server
      await expect.poll(() => crawling.openSockets(), { timeout: 5000 }).toBe(0);
    } finally {
      await crawling.stop();
    }
  });

  it("while one tenant's run hangs on a crawling server, another tenant's run starts and finishes at once", {
    timeout: 90_000,
  }, async () => {
    await writeLargeProductsFile("hanging", "products-hang.csv", "PH", "54100000");
    await mkdir(path.join(ftp.root, "quick"), { recursive: true });
    await writeFile(path.join(ftp.root, "quick", "products-quick.csv"), productsCsv);
    // The server's own workers run both, with the real bounds: A's file would take hours.
    const crawling = await startTricklingProxy(ftp, { ftp: true, trickle: ["RETR"] });
    const configure = async (who: string, name: string, at: object) => {
      const profile = await createProfile(who, name);
      await ok(
        await api(who, `/${profile.id}/update/configuration`, "PUT", {
          protocol: "ftp",
          username: ftp.username,
          password: ftp.password,
          file_name_pattern: "products-*.csv",
          ...at,
        }),
      );
      await ok(await api(who, `/${profile.id}/update/mapping`, "PUT", productsMapping));
      return profile;
    };
    try {
      const hanging = await configure("admin", "Hanging", {
        host: crawling.host,
        port: crawling.port,
        directory: "/hanging",
      });
      const quick = await configure("other", "Quick", {
        host: ftp.host,
        port: ftp.port,
        directory: "/quick",
      });
      const first = await ok<ImportProfileRun>(
        await api("admin", `/${hanging.id}/run`, "POST"),
        202,
      );
      // A's run is downloading (control and data connections through the proxy).
      await expect.poll(() => crawling.accepted(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

      const second = await ok<ImportProfileRun>(
        await api("other", `/${quick.id}/run`, "POST"),
        202,
      );
      await expect
        .poll(async () => (await lastRun("other", quick.id)).status, { timeout: 30_000 })
        .toBe("completed");
      const done = await lastRun("other", quick.id);
      expect(done).toMatchObject({ id: second.id, files: [{ outcome: "imported" }] });
      // ... while A's is still held by its server.
      expect(await lastRun("admin", hanging.id)).toMatchObject({
        id: first.id,
        status: "running",
      });
    } finally {
      // The server goes away: A's run fails at once and frees its worker.
      await crawling.stop();
    }
  });

  it("a file whose name cannot be sent back is refused in the run's record; the others are imported", async () => {
    const inbox = path.join(sftp.root, "names");
    await mkdir(inbox, { recursive: true });
    await writeFile(path.join(inbox, "names-good.csv"), productsCsv);
    // OpenSSH lists names as they are on disk: a backslash and a control character (BEL).
    await writeFile(path.join(inbox, "names-back\\slash.csv"), productsCsv);
    await writeFile(path.join(inbox, "names-bell\u0007.csv"), productsCsv);
    const profile = await createProfile("admin", "Unusable names");
    await ok(
      await api("admin", `/${profile.id}/update/configuration`, "PUT", {
        protocol: "sftp",
        host: sftp.host,
        port: sftp.port,
        username: sftp.username,
        private_key: sftp.privateKey,
        directory: inbox,
        file_name_pattern: "names-*.csv",
      }),
    );
    await ok(await api("admin", `/${profile.id}/update/mapping`, "PUT", productsMapping));
    // browsing shows the usable entries, instead of failing on the others
    const listed = await ok<ImportProfileFiles>(await api("admin", `/${profile.id}/files`));
    expect(listed.entries.map((entry) => entry.name)).toEqual(["names-good.csv"]);

    const started = await ok<ImportProfileRun>(
      await api("admin", `/${profile.id}/run`, "POST"),
      202,
    );
    const run = await finishedRun("admin", profile.id, started.id);
    const refusal = {
      outcome: "refused-unusable-name",
      checksum: null,
      import_id: null,
      created_rows: 0,
      error: expect.stringContaining("backslash or a control character"),
    };
    expect(run).toMatchObject({ status: "completed", error: null });
    expect(run.files).toEqual([
      expect.objectContaining({ name: "names-back\\slash.csv", ...refusal }),
      expect.objectContaining({ name: "names-bell?.csv", ...refusal }),
      expect.objectContaining({ name: "names-good.csv", outcome: "imported" }),
    ]);
  });

  it("two runs started at once: one runs, the other is refused", async () => {
    const profile = await createProfile("admin", "Twice");
    await ok(
      await api("admin", `/${profile.id}/update/configuration`, "PUT", {
        protocol: "ftp",
        host: ftp.host,
        port: ftp.port,
        username: ftp.username,
        password: ftp.password,
        file_name_pattern: "nothing-*.csv",
      }),
    );
    await ok(await api("admin", `/${profile.id}/update/mapping`, "PUT", productsMapping));
    const answers = await Promise.all([
      api("admin", `/${profile.id}/run`, "POST"),
      api("admin", `/${profile.id}/run`, "POST"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const records = await (await api("admin", `/${profile.id}/records`)).json();
    expect(records.meta.total).toBe(1);
  });

  it("a changed SFTP host key is refused until the administrator resets the pinned one", async () => {
    const profile = await createProfile("admin", "Pinned");
    const configuration = {
      protocol: "sftp",
      host: sftp.host,
      port: sftp.port,
      username: sftp.username,
      private_key: sftp.privateKey,
      directory: sftp.root,
      file_name_pattern: "*.csv",
    };
    await ok(await api("admin", `/${profile.id}/update/configuration`, "PUT", configuration));
    const first = await ok<ImportProfileTestResult>(
      await api("admin", `/${profile.id}/test`, "POST"),
    );
    expect(first).toMatchObject({ ok: true, host_key_newly_pinned: true });
    const pinned = first.host_key_fingerprint;

    const changed = await sftp.changeHostKey();
    const refused = await ok<ImportProfileTestResult>(
      await api("admin", `/${profile.id}/test`, "POST"),
    );
    expect(refused).toMatchObject({ ok: false, error: { code: "host-key-changed" } });
    expect(
      (await ok<ImportProfile>(await api("admin", `/${profile.id}`))).configuration
        ?.host_key_fingerprint,
    ).toBe(pinned);

    await ok(
      await api("admin", `/${profile.id}/update/configuration`, "PUT", {
        ...configuration,
        reset_host_key: true,
      }),
    );
    const repinned = await ok<ImportProfileTestResult>(
      await api("admin", `/${profile.id}/test`, "POST"),
    );
    expect(repinned).toMatchObject({
      ok: true,
      host_key_fingerprint: changed,
      host_key_newly_pinned: true,
    });
  });
});
