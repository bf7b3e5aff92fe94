import { readdir, readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FtpTestServer, startFtpServer } from "../../../../tests/setup/ftp-server.ts";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import {
  type RecordingFtpListener,
  type RecordingListener,
  startRecordingFtpListener,
  startRecordingListener,
} from "../../../../tests/setup/recording-listener.ts";
import { type SftpTestServer, startSftpServer } from "../../../../tests/setup/sftp-server.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { startTricklingProxy } from "../../../../tests/setup/trickling-proxy.ts";
import { createOutboundGuard } from "../../../security/outbound-guard.ts";
import { createSecretBox } from "../../../security/secret-box.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createUser } from "../../identity/create-user.ts";
import { receiveAndProcess } from "../../orders/inquiries/receive-and-process.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import type { WriteExportJobData } from "./queue-exports.ts";
import { writeScheduledExport } from "./write-export-run.ts";

/**
 * Export profiles (decision 046) against real servers on loopback: pure-ftpd, OpenSSH's sshd and
 * an HTTP receiver. The export job's handler is called here, as the job runner would.
 */
const ENCRYPTION_KEY = "export-profiles-spec-encryption-key-7c1d";
const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer({ OUTBOUND_ALLOW_PRIVATE: "true", ENCRYPTION_KEY });
// The jobs' access; it trusts the FTP server's self-signed certificate once it is started.
const access: {
  box: ReturnType<typeof createSecretBox>;
  guard: ReturnType<typeof createOutboundGuard>;
  tlsCa?: string;
} = {
  box: createSecretBox(ENCRYPTION_KEY),
  guard: createOutboundGuard({ allowPrivate: true }),
};
const stamp = Date.now();
const password = "export-profiles-spec-password";
const tokens: Record<string, string> = {};
const tenants: Record<string, string> = {};
let ftp: FtpTestServer;
let sftp: SftpTestServer;
let receiver: Server;
let receiverUrl: string;
/** Other origins on loopback, recording what they are sent (decision 065). */
let ftpElsewhere: RecordingFtpListener;
let httpElsewhere: RecordingListener;
const posted: Array<{ headers: Record<string, unknown>; body: Buffer }> = [];

const api = (who: string, route: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api${route}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });
const BASE = "/connectivity/profiles/export";

beforeAll(async () => {
  // The FTP server offers explicit TLS (AUTH TLS) and plain FTP alike.
  [ftp, sftp] = await Promise.all([startFtpServer({ tls: true }), startSftpServer()]);
  access.tlsCa = ftp.certificate ?? "";
  [ftpElsewhere, httpElsewhere] = await Promise.all([
    startRecordingFtpListener(),
    startRecordingListener(),
  ]);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      posted.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end("stored");
    });
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/orders`;

  for (const key of ["one", "two"]) {
    const tenant = await createTenant(appPool, { key: `export-${key}-${stamp}`, name: key });
    tenants[key] = tenant.id;
    for (const role of ["administrator", "operator"] as const) {
      const email = `${role}-${key}-${stamp}@export-profiles.test`;
      await createUser(appPool, { email, password, tenantKey: tenant.key, role });
      tokens[`${key}-${role}`] = (
        await signInWithPkce(server.url, email, password)
      ).tokens.access_token;
    }
  }
  const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
  for (const type of ["customers", "products"] as const) {
    await importFileIntoType(
      appPool,
      tenants.one as string,
      type,
      path.join(catalog, `${type}.csv`),
    );
  }
}, 120_000);

afterAll(async () => {
  receiver?.closeAllConnections();
  await new Promise((done) => receiver?.close(done));
  await Promise.all([ftp?.stop(), sftp?.stop(), ftpElsewhere?.close(), httpElsewhere?.close()]);
});

const admin = "one-administrator";
const ftpProfile = (name: string, overrides: object = {}) => ({
  name,
  kind: "ftp",
  server: {
    protocol: "ftp",
    host: ftp.host,
    port: ftp.port,
    username: ftp.username,
    password: ftp.password,
    security: "none",
    ...overrides,
  },
});
const sftpProfile = (name: string) => ({
  name,
  kind: "ftp",
  server: {
    protocol: "sftp",
    host: sftp.host,
    port: sftp.port,
    username: sftp.username,
    private_key: sftp.privateKey,
  },
});

async function create(body: object, who = admin) {
  const response = await api(who, BASE, "POST", body);
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: string } & Record<string, unknown>;
}

/** An order received and validated by the operator; answers its inquiry id. */
async function validateOrder(reference: string | null, key = reference) {
  const raw = Buffer.from(
    `From: Ruben <ruben@elektrovandenberg.nl>\r\nTo: orders@technigro.nl\r\nSubject: Bestelling ${key}\r\nMessage-ID: <${key}@export-profiles.test>\r\nDate: Mon, 23 Nov 2026 09:00:00 +0100\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nGraag leveren:\r\n10 x HB-M6x20-ZN\r\n\r\nOnze ordernummer: ${key}\r\n`,
  );
  const { inquiryId } = await receiveAndProcess(appPool, tenants.one as string, raw);
  const operator = "one-operator";
  const detail = (await (await api(operator, `/orders/order-inquiries/${inquiryId}`)).json()).data;
  const order = detail.order;
  const validated = await api(operator, `/orders/order-inquiries/${inquiryId}/order`, "PUT", {
    version: detail.version,
    action: "validate",
    order: {
      customer_number: order.customer_number,
      order_reference: reference,
      requested_delivery_date: "2026-12-01",
      delivery_address: null,
      remarks: "Levering aan de achterkant – graag vóór 10 uur",
      lines: order.lines.map((line: Record<string, unknown>) => ({
        id: line.id,
        product_code: line.product_code,
        quantity: "12",
        unit: line.unit,
        remarks: null,
      })),
    },
  });
  expect(validated.status).toBe(200);
  return inquiryId;
}

async function runsOf(inquiryId: string) {
  const { rows } = await ownerPool.query<{
    id: string;
    profile_id: string;
    status: string;
    next_attempt_at: Date | null;
    tenant_id: string;
  }>(
    "select id, profile_id, status, next_attempt_at, tenant_id from export_runs where inquiry_id = $1",
    [inquiryId],
  );
  return rows;
}
const jobOf = (run: { id: string; next_attempt_at: Date | null; tenant_id: string }) =>
  ({
    tenantId: run.tenant_id,
    runId: run.id,
    due: (run.next_attempt_at as Date).toISOString(),
  }) satisfies WriteExportJobData;

describe("export profiles", { timeout: 120_000 }, () => {
  it("creates, reads, changes and deletes a profile; secrets sealed and never answered", async () => {
    const created = await create({ ...ftpProfile("Boekhouding FTP"), format: "xml" });
    expect(created).toMatchObject({
      name: "Boekhouding FTP",
      kind: "ftp",
      active: true,
      path: "/",
      format: "xml",
      encoding: "UTF-8",
      server: { protocol: "ftp", host: ftp.host, password_set: true, private_key_set: false },
    });
    expect(created.template).toContain("<order");
    const text = JSON.stringify(created);
    expect(text).not.toContain(ftp.password);
    const { rows } = await ownerPool.query("select * from export_profiles where id = $1", [
      created.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(ftp.password);

    // An empty password keeps the stored one.
    const renamed = await api(admin, `${BASE}/${created.id}/update/general-info`, "PUT", {
      ...ftpProfile("Boekhouding"),
      server: { ...ftpProfile("x").server, password: "" },
    });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).data).toMatchObject({
      name: "Boekhouding",
      server: { password_set: true },
    });
    const moved = await api(admin, `${BASE}/${created.id}/update/path`, "PUT", {
      path: "orders//in/",
    });
    expect((await moved.json()).data.path).toBe("/orders/in");
    const climbing = await api(admin, `${BASE}/${created.id}/update/path`, "PUT", {
      path: "/orders/../../etc",
    });
    expect(climbing.status).toBe(422);

    const list = await (await api(admin, BASE)).json();
    expect(list.data.map((profile: { name: string }) => profile.name)).toContain("Boekhouding");
    expect(list.meta).toMatchObject({ current_page: 1 });

    // Another tenant's administrator, an operator: not found, forbidden.
    const other = await api("two-administrator", `${BASE}/${created.id}`);
    expect(other.status).toBe(404);
    expect((await other.json()).error.message).toBe(
      `Export profile with ID ${created.id} not found`,
    );
    expect((await api("two-administrator", `${BASE}/${created.id}`, "DELETE")).status).toBe(404);
    expect((await api("one-operator", BASE)).status).toBe(403);

    expect((await api(admin, `${BASE}/${created.id}`, "DELETE")).status).toBe(204);
    expect((await api(admin, `${BASE}/${created.id}`)).status).toBe(404);
    expect((await api(admin, `${BASE}/nope`)).status).toBe(404);
  });

  it("keeps a stored password, key or API secret only for the server it was saved for", async () => {
    const profile = await create(ftpProfile("Moving FTP"));
    const again = (message: string, at = "password") => [
      { path: [at], message, code: "secret_address_changed" },
    ];
    // Another port, another protocol: another server, which the stored password does not follow.
    for (const server of [
      { host: ftpElsewhere.host, port: ftpElsewhere.port },
      { security: "ssl" },
    ]) {
      const moved = await api(admin, `${BASE}/${profile.id}/update/general-info`, "PUT", {
        ...ftpProfile("Moving FTP", { ...server, password: "" }),
      });
      expect(moved.status).toBe(422);
      expect((await moved.json()).error.details).toEqual(
        again("Enter the password again: the server changed"),
      );
    }
    // Still saved for its own server: a test and a browse go there, never to the other.
    const tested = await api(admin, `${BASE}/${profile.id}/test`, "POST");
    expect((await tested.json()).data).toMatchObject({ ok: true });
    expect((await api(admin, `${BASE}/${profile.id}/directories`)).status).toBe(200);
    expect(ftpElsewhere.logins).toEqual([]);
    // Typed again, the password goes to the new server.
    const retyped = await api(admin, `${BASE}/${profile.id}/update/general-info`, "PUT", {
      ...ftpProfile("Moving FTP", {
        host: ftpElsewhere.host,
        port: ftpElsewhere.port,
        password: "typed-again-61",
      }),
    });
    expect(retyped.status).toBe(200);
    await api(admin, `${BASE}/${profile.id}/test`, "POST");
    expect(ftpElsewhere.logins).toEqual([`USER ${ftp.username}`, "PASS typed-again-61"]);
    await api(admin, `${BASE}/${profile.id}`, "DELETE");

    const keyed = await create(sftpProfile("Moving SFTP"));
    const { name, ...sftpSettings } = sftpProfile("Moving SFTP");
    const movedKey = await api(admin, `${BASE}/${keyed.id}/update/general-info`, "PUT", {
      name,
      ...sftpSettings,
      server: { ...sftpSettings.server, port: ftpElsewhere.port, private_key: "" },
    });
    expect(movedKey.status).toBe(422);
    expect((await movedKey.json()).error.details).toEqual(
      again("Enter the password or private key again: the server changed"),
    );
    await api(admin, `${BASE}/${keyed.id}`, "DELETE");

    const posting = await create({
      name: "Moving API",
      kind: "api",
      api: { url: receiverUrl, auth_scheme: "Bearer", auth_secret: "api-token-27" },
    });
    const movedApi = await api(admin, `${BASE}/${posting.id}/update/general-info`, "PUT", {
      name: "Moving API",
      kind: "api",
      api: { url: `${httpElsewhere.url}/orders`, auth_scheme: "Bearer" },
    });
    expect(movedApi.status).toBe(422);
    expect((await movedApi.json()).error.details).toEqual(
      again("Enter the token again: the address changed", "auth_secret"),
    );
    expect(httpElsewhere.requests).toEqual([]);
    await api(admin, `${BASE}/${posting.id}`, "DELETE");
  });

  it("refuses a template that does not parse with its line and column, and previews a real order", async () => {
    const profile = await create(ftpProfile("Preview"));
    const broken = await api(admin, `${BASE}/${profile.id}/update/template`, "PUT", {
      format: "csv",
      template: "ref\n{% for line in order.lines %}{{ line.product_code }}",
      file_name_template: "{{ order.order_reference }}.csv",
      encoding: "UTF-8",
    });
    expect(broken.status).toBe(422);
    const error = (await broken.json()).error;
    expect(error.details[0]).toMatchObject({ path: ["template"], line: 2, column: 1 });

    // No order validated yet in the tenant: no file to show, but the syntax is checked.
    const unchecked = await api(admin, `${BASE}/${profile.id}/preview`, "POST", {
      template: { template: "ref\n{% for line in order.lines %}{{ line.product_code }}" },
    });
    expect((await unchecked.json()).data).toMatchObject({
      order_id: null,
      content: null,
      error: { field: "template", line: 2, column: 1 },
    });

    await validateOrder(`PV-${stamp}`);
    const preview = await api(admin, `${BASE}/${profile.id}/preview`, "POST", {
      template: {
        template: "{{ order.order_reference }};{{ order.lines.size }}\n",
        file_name_template: "{{ order.order_reference | default: order.order_id }}.csv",
        encoding: "ISO-8859-1",
      },
    });
    expect(preview.status).toBe(200);
    expect((await preview.json()).data).toMatchObject({
      order_reference: `PV-${stamp}`,
      file_name: `PV-${stamp}.csv`,
      content: `PV-${stamp};1\n`,
      encoding: "ISO-8859-1",
      error: null,
    });
    const failing = await api(admin, `${BASE}/${profile.id}/preview`, "POST", {
      template: { template: "{{ order.order_reference | shout }}" },
    });
    expect((await failing.json()).data.error).toMatchObject({
      field: "template",
      line: 1,
      column: 1,
    });
    await api(admin, `${BASE}/${profile.id}`, "DELETE");
  });

  it("refuses a file name that comes out empty, or as only an extension, at preview and at save", async () => {
    const profile = await create(ftpProfile("Empty names"));
    const saved = await api(admin, `${BASE}/${profile.id}`);
    const template = (await saved.json()).data.template;
    for (const fileName of ["{{ order.order_reference }}.csv", "{{ order.nothing }}", " .xml"]) {
      // the tenant's last validated order has a reference: the order without one is checked too
      const preview = await api(admin, `${BASE}/${profile.id}/preview`, "POST", {
        template: { file_name_template: fileName },
      });
      expect((await preview.json()).data).toMatchObject({
        file_name: null,
        error: { field: "file_name_template", code: "empty-file-name" },
      });
      const refused = await api(admin, `${BASE}/${profile.id}/update/template`, "PUT", {
        format: "csv",
        template,
        file_name_template: fileName,
        encoding: "UTF-8",
      });
      expect(refused.status).toBe(422);
      expect((await refused.json()).error.details).toEqual([
        expect.objectContaining({ path: ["file_name_template"], code: "empty-file-name" }),
      ]);
    }
    // with a default every order has, it is saved
    const accepted = await api(admin, `${BASE}/${profile.id}/update/template`, "PUT", {
      format: "csv",
      template,
      file_name_template: "{{ order.order_reference | default: order.order_id }}.csv",
      encoding: "UTF-8",
    });
    expect(accepted.status).toBe(200);
    await api(admin, `${BASE}/${profile.id}`, "DELETE");
  });

  it("writes two orders without a reference as two files, and never one order's file over another's", async () => {
    const byReference = await create(ftpProfile("By reference"));
    // Saved before file names were checked: empty for an order without a reference.
    await ownerPool.query(
      "update export_profiles set template = $2, file_name_template = $3 where id = $1",
      [byReference.id, "{{ order.order_id }}\n", "{{ order.order_reference }}.csv"],
    );
    const fixed = await create(ftpProfile("One name"));
    const fixedName = `orders-${stamp}.csv`;
    const saved = await api(admin, `${BASE}/${fixed.id}/update/template`, "PUT", {
      format: "csv",
      template: "{{ order.order_id }}\n",
      file_name_template: fixedName,
      encoding: "UTF-8",
    });
    expect(saved.status).toBe(200);

    const orders = [
      await validateOrder(null, `NR1-${stamp}`),
      await validateOrder(null, `NR2-${stamp}`),
    ];
    const before = new Set(await readdir(ftp.root));
    for (const inquiryId of orders) {
      for (const run of await runsOf(inquiryId)) {
        if (![byReference.id, fixed.id].includes(run.profile_id)) continue;
        expect(await writeScheduledExport(appPool, jobOf(run), access)).toBe("written");
      }
    }
    const written = (await readdir(ftp.root)).filter((name) => !before.has(name)).sort();
    const [first, second] = orders as [string, string];
    expect(written).toEqual(
      [`${first}.csv`, `${second}.csv`, fixedName, `orders-${stamp}-${second}.csv`].sort(),
    );
    // the first order's file under the fixed name was there already, and is still the first's
    expect(await readFile(path.join(ftp.root, fixedName), "utf8")).toBe(`${first}\n`);
    for (const inquiryId of orders)
      expect(await readFile(path.join(ftp.root, `${inquiryId}.csv`), "utf8")).toBe(
        `${inquiryId}\n`,
      );
    expect(await readFile(path.join(ftp.root, `orders-${stamp}-${second}.csv`), "utf8")).toBe(
      `${second}\n`,
    );
    const log = (await (await api(admin, `${BASE}/${fixed.id}/runs`)).json()).data;
    expect(log.map((attempt: { file_path: string }) => attempt.file_path).sort()).toEqual(
      [`/${fixedName}`, `/orders-${stamp}-${second}.csv`].sort(),
    );
    for (const id of [byReference.id, fixed.id]) await api(admin, `${BASE}/${id}`, "DELETE");
  });

  it("fails the export of a saved template that runs too long with the reason, and writes the next", async () => {
    const profile = await create(ftpProfile("Endless"));
    const endless =
      "{% for a in (1..90000) %}{% for b in (1..90000) %}{% if b == 0 %}x{% endif %}{% endfor %}{% endfor %}";
    const saved = await api(admin, `${BASE}/${profile.id}/update/template`, "PUT", {
      format: "csv",
      template: endless,
      file_name_template: "endless-{{ order.order_id }}.csv",
      encoding: "UTF-8",
    });
    expect(saved.status).toBe(200);
    const inquiryId = await validateOrder(`EL-${stamp}`);
    const run = (await runsOf(inquiryId)).find((r) => r.profile_id === profile.id);
    expect(await writeScheduledExport(appPool, jobOf(run as NonNullable<typeof run>), access)).toBe(
      "failed",
    );
    const log = (await (await api(admin, `${BASE}/${profile.id}/runs`)).json()).data;
    expect(log[0]).toMatchObject({
      outcome: "give-up",
      run_status: "failed",
      error: {
        code: "template",
        message: expect.stringContaining(
          "The template took longer than 2 seconds to render: it does too much",
        ),
      },
    });

    // The process went on: with a template that renders, the next order is written.
    await api(admin, `${BASE}/${profile.id}/update/template`, "PUT", {
      format: "csv",
      template: "{{ order.order_id }}",
      file_name_template: "endless-{{ order.order_id }}.csv",
      encoding: "UTF-8",
    });
    const next = await validateOrder(`EL2-${stamp}`);
    const nextRun = (await runsOf(next)).find((r) => r.profile_id === profile.id);
    expect(
      await writeScheduledExport(appPool, jobOf(nextRun as NonNullable<typeof nextRun>), access),
    ).toBe("written");
    expect(await readFile(path.join(ftp.root, `endless-${next}.csv`), "utf8")).toBe(next);
    await api(admin, `${BASE}/${profile.id}`, "DELETE");
  });

  it("browses the SFTP server's directories, pinning its host key on first use", async () => {
    const profile = await create(sftpProfile("Magazijn SFTP"));
    const { mkdir } = await import("node:fs/promises");
    await mkdir(path.join(sftp.root, "outgoing", "orders"), { recursive: true });
    const listed = await api(
      admin,
      `${BASE}/${profile.id}/directories?path=${encodeURIComponent(sftp.root)}`,
    );
    expect(listed.status).toBe(200);
    expect((await listed.json()).data).toMatchObject({
      path: sftp.root,
      parent: path.dirname(sftp.root),
      entries: [{ name: "outgoing", kind: "directory", path: `${sftp.root}/outgoing` }],
    });
    const pinned = (await (await api(admin, `${BASE}/${profile.id}`)).json()).data;
    expect(pinned.server.host_key_fingerprint).toBe(sftp.hostKeyFingerprint);
    const tested = await api(admin, `${BASE}/${profile.id}/test`, "POST");
    expect((await tested.json()).data).toMatchObject({
      ok: true,
      host_key_fingerprint: sftp.hostKeyFingerprint,
    });
    await api(admin, `${BASE}/${profile.id}`, "DELETE");
  });

  it("writes a validated order once to FTP, FTPS, SFTP and an API, each in its encoding, under a temporary name", async () => {
    const { mkdir } = await import("node:fs/promises");
    await mkdir(path.join(sftp.root, "exports"), { recursive: true });
    // A directory the FTP user may write to, as the server's own root.
    const { chown, stat } = await import("node:fs/promises");
    await mkdir(path.join(ftp.root, "secure"), { recursive: true });
    const owner = await stat(ftp.root);
    await chown(path.join(ftp.root, "secure"), owner.uid, owner.gid);
    const onFtp = await create(ftpProfile("FTP export"));
    const template = {
      format: "csv",
      template:
        "{{ order.order_reference }};{{ order.remarks }}\n{% for line in order.lines %}{{ line.line }};{{ line.product_code }};{{ line.quantity }}\n{% endfor %}",
      file_name_template: "{{ order.order_reference }}-{{ order.customer.number }}.csv",
    };
    await api(admin, `${BASE}/${onFtp.id}/update/template`, "PUT", {
      ...template,
      encoding: "ISO-8859-1",
    });
    // Security tls refuses a server without TLS: a file written proves the connection had it.
    const onFtps = await create(ftpProfile("FTPS export", { security: "tls" }));
    await api(admin, `${BASE}/${onFtps.id}/update/path`, "PUT", { path: "/secure" });
    await api(admin, `${BASE}/${onFtps.id}/update/template`, "PUT", {
      ...template,
      encoding: "UTF-8",
    });
    const onSftp = await create(sftpProfile("SFTP export"));
    await api(admin, `${BASE}/${onSftp.id}/update/path`, "PUT", {
      path: path.join(sftp.root, "exports"),
    });
    await api(admin, `${BASE}/${onSftp.id}/update/template`, "PUT", {
      ...template,
      encoding: "UTF-8",
    });
    const onApi = await create({
      name: "API export",
      kind: "api",
      format: "json",
      api: { url: receiverUrl, auth_scheme: "Bearer", auth_secret: "export-bearer-token" },
    });
    const paused = await create({ ...ftpProfile("Paused"), active: false });

    const reference = `EX-${stamp}`;
    const inquiryId = await validateOrder(reference);
    const runs = await runsOf(inquiryId);
    const mine = [onFtp.id, onFtps.id, onSftp.id, onApi.id];
    expect(runs.filter((run) => mine.includes(run.profile_id)).map((run) => run.status)).toEqual([
      "pending",
      "pending",
      "pending",
      "pending",
    ]);
    expect(runs.some((run) => run.profile_id === paused.id)).toBe(false);

    for (const run of runs) {
      const outcome = await writeScheduledExport(appPool, jobOf(run), access);
      const { rows: attempts } = await ownerPool.query(
        "select error_code, error_message from export_attempts where run_id = $1",
        [run.id],
      );
      expect({ outcome, attempts }).toEqual({ outcome: "written", attempts: [expect.anything()] });
    }
    const ftpFiles = (await readdir(ftp.root)).filter((name) => name.startsWith(reference));
    expect(ftpFiles).toHaveLength(1);
    const fileName = ftpFiles[0] as string;
    expect(fileName).toMatch(new RegExp(`^${reference}-.+\\.csv$`));
    const latin1 = await readFile(path.join(ftp.root, fileName));
    const expected = `${reference};Levering aan de achterkant – graag vóór 10 uur\n1;HB-M6x20-ZN;12\n`;
    expect(iconv.decode(latin1, "ISO-8859-1")).toBe(expected.replace("–", "?"));
    expect(latin1.includes(Buffer.from("vóór", "latin1"))).toBe(true);
    expect(await readFile(path.join(sftp.root, "exports", fileName), "utf8")).toBe(expected);
    expect(await readFile(path.join(ftp.root, "secure", fileName), "utf8")).toBe(expected);
    expect(await readdir(path.join(sftp.root, "exports"))).toEqual([fileName]);
    expect((await readdir(ftp.root)).some((name) => name.endsWith(".part"))).toBe(false);

    const toApi = posted.at(-1);
    expect(toApi?.headers.authorization).toBe("Bearer export-bearer-token");
    expect(toApi?.headers["content-type"]).toBe("application/json; charset=UTF-8");
    expect(JSON.parse(String(toApi?.body)).reference).toBe(reference);

    // The same job again, or a job for the same order version: nothing is written twice.
    const postedBefore = posted.length;
    for (const run of runs) {
      expect(await writeScheduledExport(appPool, jobOf(run), access)).toBe("skipped");
    }
    expect(posted.length).toBe(postedBefore);

    const log = await (await api(admin, `${BASE}/${onSftp.id}/runs`)).json();
    expect(log.data[0]).toMatchObject({
      order_id: inquiryId,
      order_reference: reference,
      outcome: "written",
      run_status: "written",
      file_path: `${path.join(sftp.root, "exports")}/${fileName}`,
      error: null,
    });
    const profiles = (await (await api(admin, BASE)).json()).data;
    expect(profiles.find((p: { id: string }) => p.id === onFtp.id).last_run_status).toBe("written");
    for (const id of mine) {
      await api(admin, `${BASE}/${id}`, "DELETE");
    }
  });

  it("records a wrong password with a clear error, retries, and logs giving up after 24 hours", async () => {
    const wrong = await create(ftpProfile("Wrong password", { password: "not-the-password" }));
    const inquiryId = await validateOrder(`WP-${stamp}`);
    const run = (await runsOf(inquiryId)).find((r) => r.profile_id === wrong.id);
    expect(run).toBeDefined();
    const now = new Date();
    expect(
      await writeScheduledExport(appPool, jobOf(run as NonNullable<typeof run>), {
        ...access,
        now: () => now,
        random: () => 0.5,
      }),
    ).toBe("retry-scheduled");
    const log = (await (await api(admin, `${BASE}/${wrong.id}/runs`)).json()).data;
    expect(log[0]).toMatchObject({
      outcome: "retry",
      run_status: "pending",
      error: {
        code: "authentication",
        message: "The server refused the user name or password (or key)",
      },
    });
    const [again] = (await runsOf(inquiryId)).filter((r) => r.profile_id === wrong.id);
    expect(again?.next_attempt_at?.getTime()).toBe(now.getTime() + 5_000);

    // Still refused after the 24 hours: given up, and the administrator's log says so, once.
    const dayLater = new Date(now.getTime() + 24 * 3_600_000 + 60_000);
    expect(
      await writeScheduledExport(appPool, jobOf(again as NonNullable<typeof again>), {
        ...access,
        now: () => dayLater,
        random: () => 0.5,
      }),
    ).toBe("failed");
    const logged = await api(admin, "/log/logs?area=export_profiles&per_page=200");
    expect(logged.status).toBe(200);
    const entries = (await logged.json()).data as Array<{ kind: string; subject: { id: string } }>;
    expect(entries.filter((e) => e.kind === "event" && e.subject?.id === wrong.id)).toEqual([
      expect.objectContaining({
        level: "error",
        action: "export_given_up",
        subject: { type: "export_profile", id: wrong.id, label: "Wrong password" },
        user: null,
        message: "events.export_given_up",
        details: {
          runId: run?.id,
          reason: "The server refused the user name or password (or key)",
        },
      }),
    ]);
    // No profile's credentials (this one's, or the earlier tests') are anywhere in the area's log.
    const everything = JSON.stringify(entries);
    for (const secret of [
      "not-the-password",
      ftp.password,
      "export-bearer-token",
      sftp.privateKey.split("\n")[1],
    ]) {
      expect(secret).toBeTruthy();
      expect(everything).not.toContain(secret);
    }
    await api(admin, `${BASE}/${wrong.id}`, "DELETE");
  });

  it("stops writing to a server that takes the file too slowly, records why, and retries later", async () => {
    // pure-ftpd behind a proxy that lets the uploaded file through one byte every 250 ms
    const crawling = await startTricklingProxy(ftp, { ftp: true, trickle: ["STOR"] });
    try {
      const slow = await create(
        ftpProfile("Crawling server", { host: crawling.host, port: crawling.port }),
      );
      const inquiryId = await validateOrder(`SL-${stamp}`);
      const run = (await runsOf(inquiryId)).find((r) => r.profile_id === slow.id);
      expect(run).toBeDefined();
      const started = Date.now();
      const outcome = await writeScheduledExport(appPool, jobOf(run as NonNullable<typeof run>), {
        ...access,
        random: () => 0.5,
        // the bound for a file, shortened from 10 minutes (the file needs minutes at this speed)
        bounds: { fileMs: 2000 },
      });
      // the job is done within the bound, not when the server is: its slot is free again
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(outcome).toBe("retry-scheduled");
      const log = (await (await api(admin, `${BASE}/${slow.id}/runs`)).json()).data;
      expect(log[0]).toMatchObject({
        outcome: "retry",
        run_status: "pending",
        error: {
          code: "deadline",
          message: expect.stringMatching(/did not finish within 2 seconds; it was stopped/),
        },
      });
      // and the connection to the server was closed, not left to it
      await expect.poll(() => crawling.openSockets(), { timeout: 5000 }).toBe(0);
      await api(admin, `${BASE}/${slow.id}`, "DELETE");
    } finally {
      await crawling.stop();
    }
  });

  it("refuses an SFTP server whose host key changed, saying so", async () => {
    const profile = await create(sftpProfile("Changing key"));
    expect((await api(admin, `${BASE}/${profile.id}/test`, "POST")).status).toBe(200);
    const replaced = await sftp.changeHostKey();
    const browse = await api(
      admin,
      `${BASE}/${profile.id}/directories?path=${encodeURIComponent(sftp.root)}`,
    );
    expect(browse.status).toBe(502);
    const error = (await browse.json()).error;
    expect(error.details).toEqual({ code: "host-key-changed" });
    expect(error.message).toContain(replaced);
    const tested = (await (await api(admin, `${BASE}/${profile.id}/test`, "POST")).json()).data;
    expect(tested).toMatchObject({ ok: false, error: { code: "host-key-changed" } });

    // Saved again as it was, the pinned key stays; asked to forget it, the next test pins the new one.
    const { name, ...kept } = sftpProfile("Changing key");
    const resaved = await api(admin, `${BASE}/${profile.id}/update/general-info`, "PUT", {
      name,
      ...kept,
    });
    expect((await resaved.json()).data.server.host_key_fingerprint).not.toBeNull();
    const forget = { ...kept, server: { ...kept.server, reset_host_key: true } };
    const reset = await api(admin, `${BASE}/${profile.id}/update/general-info`, "PUT", {
      name,
      ...forget,
    });
    expect((await reset.json()).data.server.host_key_fingerprint).toBeNull();
    const repinned = (await (await api(admin, `${BASE}/${profile.id}/test`, "POST")).json()).data;
    expect(repinned).toMatchObject({ ok: true, host_key_fingerprint: replaced });
    await api(admin, `${BASE}/${profile.id}`, "DELETE");
  });
});
