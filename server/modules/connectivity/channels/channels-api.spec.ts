import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { createUser } from "../../identity/create-user.ts";
import { POLL_MAILBOXES_JOB } from "../../orders/intake/imap-poller.ts";
import { createTenant } from "../../tenants/create-tenant.ts";

const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const password = "channels-spec-password";
const tokens: Record<string, string> = {};

const api = (who: string, path: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api/connectivity${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function member(key: string, role: "administrator" | "operator", tenantKey: string) {
  const email = `${key}-${stamp}@channels.test`;
  await createUser(appPool, { email, password, tenantKey, role });
  tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
}

const mailbox = {
  kind: "imap",
  name: "Orders mailbox",
  settings: { host: "imap.example.test", user: "orders@example.test" },
  password: "mailbox-password-1",
};

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `channels-${stamp}`, name: "Kanalen BV" });
  const other = await createTenant(appPool, { key: `channels-o-${stamp}`, name: "Ander BV" });
  await member("admin", "administrator", tenant.key);
  await member("operator", "operator", tenant.key);
  await member("other", "administrator", other.key);
});

describe("channels", () => {
  it("lists the kinds a channel can be, with their settings", async () => {
    const body = await (await api("operator", "/available-channels")).json();
    expect(body.data.map((kind: { kind: string }) => kind.kind)).toEqual([
      "imap",
      "smtp",
      "upload",
    ]);
    expect(body.data[0].fields).toContainEqual({
      key: "password",
      kind: "password",
      required: true,
    });
  });

  it("polls a mailbox as soon as it is made active, not at the next minute", async () => {
    const pollJobs = async () =>
      Number(
        (
          await ownerPool.query<{ count: string }>(
            "select count(*) from pgboss.job where name = $1 and state = 'created'",
            [POLL_MAILBOXES_JOB],
          )
        ).rows[0]?.count,
      );
    const before = await pollJobs();
    const created = await api("admin", "/channels", "POST", {
      ...mailbox,
      name: "Poll-now mailbox",
      active: false,
    });
    const channel = (await created.json()).data;
    expect(await pollJobs()).toBe(before);

    const activated = await api("admin", `/channels/${channel.id}`, "PUT", {
      ...mailbox,
      name: "Poll-now mailbox",
      active: true,
      password: undefined,
    });
    expect(activated.status).toBe(200);
    expect(await pollJobs()).toBe(before + 1);
    await api("admin", `/channels/${channel.id}`, "DELETE");
  });

  it("keeps an IMAP password encrypted and never shows it", async () => {
    const created = await api("admin", "/channels", "POST", mailbox);
    expect(created.status).toBe(201);
    const channel = (await created.json()).data;
    expect(channel).toMatchObject({
      kind: "imap",
      name: "Orders mailbox",
      active: true,
      has_password: true,
      status: "idle",
      last_polled_at: null,
      settings: {
        host: "imap.example.test",
        port: 993,
        tls: true,
        folder: "INBOX",
        processed_folder: null,
        poll_interval_seconds: 60,
      },
    });
    expect(JSON.stringify(channel)).not.toContain("mailbox-password-1");
    const { rows } = await ownerPool.query<{ sealed_secret: string }>(
      "select sealed_secret from channels where id = $1",
      [channel.id],
    );
    expect(rows[0]?.sealed_secret).toMatch(/^v1\./);
    expect(rows[0]?.sealed_secret).not.toContain("mailbox-password-1");

    // An update without a password keeps the stored one.
    const renamed = await api("admin", `/channels/${channel.id}`, "PUT", {
      ...mailbox,
      name: "Inkoop mailbox",
      password: undefined,
    });
    expect((await renamed.json()).data).toMatchObject({
      name: "Inkoop mailbox",
      has_password: true,
    });
    const { rows: after } = await ownerPool.query<{ sealed_secret: string }>(
      "select sealed_secret from channels where id = $1",
      [channel.id],
    );
    expect(after[0]?.sealed_secret).toBe(rows[0]?.sealed_secret);
  });

  it("keeps a stored mailbox password only for the server it was saved for", async () => {
    const channel = (await (await api("admin", "/channels", "POST", mailbox)).json()).data;
    const again = [
      {
        path: ["password"],
        message: "Enter the mailbox password again: the server changed",
        code: "secret_address_changed",
      },
    ];
    // Another host, another port, TLS switched off (imap, not imaps): another server.
    for (const settings of [{ host: "imap.elsewhere.test" }, { port: 994 }, { tls: false }]) {
      const moved = await api("admin", `/channels/${channel.id}`, "PUT", {
        ...mailbox,
        settings: { ...mailbox.settings, ...settings },
        password: undefined,
      });
      expect(moved.status).toBe(422);
      expect((await moved.json()).error.details).toEqual(again);
    }
    // Still saved for its own server: the poller signs in nowhere else.
    expect(
      (await (await api("admin", `/channels/${channel.id}`)).json()).data.settings,
    ).toMatchObject({ host: "imap.example.test", port: 993, tls: true });
    // The same server written differently is the same; a new password may go anywhere.
    const sameServer = await api("admin", `/channels/${channel.id}`, "PUT", {
      ...mailbox,
      settings: { ...mailbox.settings, host: "IMAP.example.test", port: 993 },
      password: undefined,
    });
    expect(sameServer.status).toBe(200);
    const retyped = await api("admin", `/channels/${channel.id}`, "PUT", {
      ...mailbox,
      settings: { ...mailbox.settings, host: "imap.elsewhere.test" },
      password: "typed-again-40",
    });
    expect((await retyped.json()).data).toMatchObject({
      settings: { host: "imap.elsewhere.test" },
      has_password: true,
    });
    await api("admin", `/channels/${channel.id}`, "DELETE");
  });

  it("refuses bad settings, a missing password, and another kind on update", async () => {
    const bad = await api("admin", "/channels", "POST", {
      ...mailbox,
      settings: { host: "", user: "x", port: 70_000 },
    });
    expect(bad.status).toBe(422);
    const paths = (await bad.json()).error.details.map((issue: { path: string[] }) =>
      issue.path.join("."),
    );
    expect(paths).toEqual(expect.arrayContaining(["settings.host", "settings.port"]));

    const noPassword = await api("admin", "/channels", "POST", { ...mailbox, password: undefined });
    expect((await noPassword.json()).error.details).toEqual([
      { path: ["password"], message: "The mailbox password is required" },
    ]);

    const upload = (
      await (await api("admin", "/channels", "POST", { kind: "upload", name: "Uploads" })).json()
    ).data;
    const changed = await api("admin", `/channels/${upload.id}`, "PUT", mailbox);
    expect(changed.status).toBe(422);
  });

  it("gives each inbound address to one tenant only", async () => {
    const address = `orders-${stamp}@in.fennec.test`;
    const first = await api("admin", "/channels", "POST", {
      kind: "smtp",
      name: "Inbound",
      settings: { address: address.toUpperCase() },
    });
    expect((await first.json()).data.settings.address).toBe(address);
    const again = await api("admin", "/channels", "POST", {
      kind: "smtp",
      name: "Inbound",
      settings: { address },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: "conflict",
        message: "This address is not available",
        details: { field: "settings.address" },
      },
    });
  });

  it("answers alike for an address of another tenant and any other unavailable one", async () => {
    const create = (who: string, address: string) =>
      api(who, "/channels", "POST", { kind: "smtp", name: "Inbound", settings: { address } });
    const theirs = `inkoop-${stamp}@in.fennec.test`;
    const own = `verkoop-${stamp}@in.fennec.test`;
    expect((await create("other", theirs)).status).toBe(201);
    expect((await create("admin", own)).status).toBe(201);

    // Taken in another tenant, taken in this one, reserved: one status, one body.
    const answers = await Promise.all(
      [theirs, own, `postmaster@in.fennec.test`].map(async (address) => {
        const response = await create("admin", address);
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(answers[0]).toEqual({
      status: 409,
      body: {
        error: {
          code: "conflict",
          message: "This address is not available",
          details: { field: "settings.address" },
        },
      },
    });
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);

    // Moving a channel onto another tenant's address answers the same.
    const extra = (await (await create("admin", `extra-${stamp}@in.fennec.test`)).json()).data;
    const moved = await api("admin", `/channels/${extra.id}`, "PUT", {
      kind: "smtp",
      name: "Inbound",
      settings: { address: theirs },
    });
    expect({ status: moved.status, body: await moved.json() }).toEqual(answers[0]);
  });

  it("is managed by administrators, seen by operators, and hidden from other tenants", async () => {
    const list = (await (await api("operator", "/channels")).json()).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect((await api("operator", "/channels", "POST", mailbox)).status).toBe(403);
    const id = list[0].id;
    expect((await api("operator", `/channels/${id}`, "DELETE")).status).toBe(403);

    const hidden = await api("other", `/channels/${id}`);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).error.message).toBe(`Channel with ID ${id} not found`);
    expect((await api("other", `/channels/${id}`, "DELETE")).status).toBe(404);

    expect((await api("admin", `/channels/${id}`, "DELETE")).status).toBe(204);
    expect((await api("admin", `/channels/${id}`)).status).toBe(404);
  });
});
