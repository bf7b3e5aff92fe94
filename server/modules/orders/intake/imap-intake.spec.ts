import { createServer, type Server, type Socket } from "node:net";
import { ImapFlow } from "imapflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Dovecot, startDovecot } from "../../../../tests/setup/dovecot.ts";
import { freePort } from "../../../../tests/setup/fennec-process.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { createOutboundGuard, type Resolver } from "../../../security/outbound-guard.ts";
import { createSecretBox } from "../../../security/secret-box.ts";
import { createChannel } from "../../connectivity/channels/channels-service.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { dueMailboxes, pollMailbox } from "./imap-poller.ts";
import { MAILBOX_ERRORS } from "./mailbox-errors.ts";
import { storeInboundMessage } from "./store-inbound-message.ts";

const { appPool, ownerPool } = connectTestDatabase();
const box = createSecretBox("imap-spec-key-of-at-least-32-characters");
// Names resolve through a stub: mail.example.test is this test's Dovecot on loopback.
const resolve: Resolver = async (hostname) => {
  if (hostname === "mail.example.test") return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};
// As the test set-ups run Fennec (OUTBOUND_ALLOW_PRIVATE=true), and as production does.
const allowing = createOutboundGuard({ allowPrivate: true, resolve });
const strict = createOutboundGuard({ allowPrivate: false, resolve });
const stamp = Date.now();
let dovecot: Dovecot;
let mail: ImapFlow;
let tenantId: string;
let channel: {
  tenantId: string;
  id: string;
  settings: Record<string, unknown>;
  sealedSecret: string | null;
};

const message = (subject: string) =>
  `From: inkoop@klant.test\r\nTo: orders@wholesale.test\r\nSubject: ${subject}\r\nMessage-ID: <${subject.replace(/\W/g, "")}@klant.test>\r\n\r\nGraag 10 x HB-M6x20-ZN\r\n`;

async function folderCount(folder: string) {
  const status = await mail.status(folder, { messages: true });
  return status ? (status.messages ?? 0) : 0;
}

async function stored() {
  const { rows } = await ownerPool.query<{ subject: string; imap_uid: number }>(
    `select substring(convert_from(raw, 'UTF8') from 'Subject: ([^\\r]*)') as subject, imap_uid
     from inbound_messages where tenant_id = $1 order by imap_uid`,
    [tenantId],
  );
  return rows;
}

async function channelRow() {
  const { rows } = await ownerPool.query(
    "select status, last_error, last_polled_at from channels where id = $1",
    [channel.id],
  );
  return rows[0];
}

beforeAll(async () => {
  dovecot = await startDovecot();
  mail = new ImapFlow({
    host: "127.0.0.1",
    port: dovecot.port,
    secure: false,
    auth: { user: dovecot.user, pass: dovecot.password },
    logger: false,
  });
  await mail.connect();
  const tenant = await createTenant(appPool, { key: `imap-${stamp}`, name: "Imap BV" });
  tenantId = tenant.id;
  const created = await createChannel(appPool, box, tenantId, {
    kind: "imap",
    name: "Orders mailbox",
    active: true,
    settings: {
      host: "127.0.0.1",
      port: dovecot.port,
      tls: false,
      user: dovecot.user,
      folder: "INBOX",
      processed_folder: "Processed",
      poll_interval_seconds: 60,
    },
    password: dovecot.password,
  });
  const { rows } = await ownerPool.query("select sealed_secret from channels where id = $1", [
    created.id,
  ]);
  channel = {
    tenantId,
    id: created.id,
    settings: created.settings,
    sealedSecret: rows[0].sealed_secret,
  };
});

afterAll(async () => {
  await mail?.logout();
  await dovecot?.stop();
});

describe("polling an IMAP mailbox", () => {
  it("stores each new message once, then moves it to the processed folder", async () => {
    await mail.append("INBOX", message(`First ${stamp}`));
    await mail.append("INBOX", message(`Second ${stamp}`));
    // Other spec files' mailboxes are in this database too: poll only this one, when due.
    const due = async () => (await dueMailboxes(appPool)).map((row) => row.id);
    expect(await due()).toContain(channel.id);
    expect(await pollMailbox(appPool, box, allowing, channel)).toEqual({ stored: 2, error: null });
    expect((await stored()).map((row) => row.subject)).toEqual([
      `First ${stamp}`,
      `Second ${stamp}`,
    ]);
    expect(await folderCount("INBOX")).toBe(0);
    expect(await folderCount("Processed")).toBe(2);
    expect(await channelRow()).toMatchObject({ status: "ok", last_error: null });
    const { rows } = await ownerPool.query(
      "select count(*)::int as n from order_inquiries where tenant_id = $1 and status = 'received'",
      [tenantId],
    );
    expect(rows[0].n).toBe(2);
    // Not due again before its interval has passed.
    expect(await due()).not.toContain(channel.id);
  });

  it("stores nothing twice when a poll was cut off between storing and moving", async () => {
    await mail.append("INBOX", message(`Third ${stamp}`));
    // The previous poll stored it, then stopped before it could move it.
    const lock = await mail.getMailboxLock("INBOX");
    const uidValidity = Number(mail.mailbox ? mail.mailbox.uidValidity : 0);
    const [uid] = (await mail.search({ all: true }, { uid: true })) || [];
    const fetched = await mail.fetchOne(String(uid), { source: true }, { uid: true });
    lock.release();
    // STATUS is only exact for a mailbox this client has not selected.
    await mail.mailboxClose();
    await storeInboundMessage(appPool, {
      tenantId,
      channelId: channel.id,
      source: "imap",
      raw: fetched === false ? Buffer.from("") : (fetched.source ?? Buffer.from("")),
      imap: { uidValidity, uid: uid as number },
    });
    const before = (await stored()).length;

    const result = await pollMailbox(appPool, box, allowing, channel);
    expect(result).toEqual({ stored: 1, error: null });
    expect((await stored()).length).toBe(before);
    expect(await folderCount("INBOX")).toBe(0);
    expect(await folderCount("Processed")).toBe(3);
  });

  it("records a refused login on the channel, and goes on", async () => {
    const wrong = { ...channel, sealedSecret: box.seal("not-the-password") };
    const result = await pollMailbox(appPool, box, allowing, wrong);
    expect(result.stored).toBe(0);
    expect(result.error).toBe(MAILBOX_ERRORS.authenticationFailed);
    expect(await channelRow()).toMatchObject({ status: "error", last_error: result.error });

    // A password sealed under another ENCRYPTION_KEY cannot be opened: said, not thrown.
    const otherKey = createSecretBox("another-key-of-at-least-32-characters!").seal(
      dovecot.password,
    );
    const sealedElsewhere = await pollMailbox(appPool, box, allowing, {
      ...channel,
      sealedSecret: otherKey,
    });
    expect(sealedElsewhere).toEqual({
      stored: 0,
      error: "The stored password cannot be decrypted: enter it again",
    });
  });

  it("connects by name to the address the guard checked", async () => {
    await mail.append("INBOX", message(`By name ${stamp}`));
    const byName = { ...channel, settings: { ...channel.settings, host: "mail.example.test" } };
    expect(await pollMailbox(appPool, box, allowing, byName)).toEqual({ stored: 1, error: null });
  });
});

/** A loopback service that is not IMAP (as Fennec's own PostgreSQL would be), counting visits. */
async function otherService(answer: (socket: Socket) => void) {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    socket.on("error", () => undefined);
    answer(socket);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    connections: () => connections,
    close: () => new Promise((done) => server.close(done)),
  };
}

describe("an IMAP channel that points at something else", () => {
  const pointedAt = (host: string, port: number, tls = false) => ({
    ...channel,
    settings: { ...channel.settings, host, port, tls },
  });

  it("is refused before connecting, the same for an open and a closed port", async () => {
    const open = await otherService((socket) => socket.end("* OK IMAP4rev1 ready\r\n"));
    const closed = await freePort();
    const results = [
      await pollMailbox(appPool, box, strict, pointedAt("127.0.0.1", open.port)),
      await pollMailbox(appPool, box, strict, pointedAt("127.0.0.1", closed)),
      await pollMailbox(appPool, box, strict, pointedAt("127.0.0.1", dovecot.port)),
      await pollMailbox(appPool, box, strict, pointedAt("mail.example.test", dovecot.port)),
      await pollMailbox(appPool, box, strict, pointedAt("::ffff:127.0.0.1", open.port)),
    ];
    expect(results).toEqual(
      results.map(() => ({ stored: 0, error: MAILBOX_ERRORS.addressRefused })),
    );
    expect(await channelRow()).toMatchObject({
      status: "error",
      last_error: MAILBOX_ERRORS.addressRefused,
    });
    expect(open.connections()).toBe(0);
    await open.close();
  });

  it("with private addresses allowed, does not tell an open port from a closed one", async () => {
    const closed = await freePort();
    // Answers like a service of another kind, then hangs up.
    const talker = await otherService((socket) => socket.end("SSH-2.0-OpenSSH_9.6\r\n"));
    // Accepts, then hangs up without a word.
    const mute = await otherService((socket) => socket.destroy());
    const errors = [
      (await pollMailbox(appPool, box, allowing, pointedAt("127.0.0.1", closed))).error,
      (await pollMailbox(appPool, box, allowing, pointedAt("127.0.0.1", talker.port))).error,
      (await pollMailbox(appPool, box, allowing, pointedAt("127.0.0.1", mute.port))).error,
      // TLS spoken to Dovecot's plain IMAP port.
      (await pollMailbox(appPool, box, allowing, pointedAt("127.0.0.1", dovecot.port, true))).error,
      // A name that does not resolve.
      (await pollMailbox(appPool, box, allowing, pointedAt("nowhere.example.test", closed))).error,
    ];
    expect(errors).toEqual(errors.map(() => MAILBOX_ERRORS.connectionFailed));
    expect(talker.connections()).toBe(1);
    expect(mute.connections()).toBe(1);
    expect(await channelRow()).toMatchObject({
      status: "error",
      last_error: MAILBOX_ERRORS.connectionFailed,
    });
    await talker.close();
    await mute.close();
  });
});
