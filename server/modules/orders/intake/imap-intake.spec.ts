import { ImapFlow } from "imapflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Dovecot, startDovecot } from "../../../../tests/setup/dovecot.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { createSecretBox } from "../../../security/secret-box.ts";
import { createChannel } from "../../connectivity/channels/channels-service.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { dueMailboxes, pollMailbox } from "./imap-poller.ts";
import { storeInboundMessage } from "./store-inbound-message.ts";

const { appPool, ownerPool } = connectTestDatabase();
const box = createSecretBox("imap-spec-key-of-at-least-32-characters");
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
    expect(await pollMailbox(appPool, box, channel)).toEqual({ stored: 2, error: null });
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

    const result = await pollMailbox(appPool, box, channel);
    expect(result).toEqual({ stored: 1, error: null });
    expect((await stored()).length).toBe(before);
    expect(await folderCount("INBOX")).toBe(0);
    expect(await folderCount("Processed")).toBe(3);
  });

  it("records a refused login on the channel, and goes on", async () => {
    const wrong = { ...channel, sealedSecret: box.seal("not-the-password") };
    const result = await pollMailbox(appPool, box, wrong);
    expect(result.stored).toBe(0);
    expect(result.error).toMatch(/Authentication failed/i);
    expect(await channelRow()).toMatchObject({ status: "error", last_error: result.error });

    // A password sealed under another ENCRYPTION_KEY cannot be opened: said, not thrown.
    const otherKey = createSecretBox("another-key-of-at-least-32-characters!").seal(
      dovecot.password,
    );
    const sealedElsewhere = await pollMailbox(appPool, box, { ...channel, sealedSecret: otherKey });
    expect(sealedElsewhere).toEqual({
      stored: 0,
      error: "The stored password cannot be decrypted: enter it again",
    });
  });
});
