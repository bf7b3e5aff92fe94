import { ImapFlow } from "imapflow";
import type pg from "pg";
import { imapSettingsSchema } from "../../../contracts/connectivity/channel.ts";
import { withPlatformAccess, withTenant } from "../../../db/tenant-transaction.ts";
import type { JobDefinition } from "../../../jobs/queue.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { MAILBOX_ERRORS, type MailboxStage, mailboxErrorOf } from "./mailbox-errors.ts";
import { storeInboundMessage } from "./store-inbound-message.ts";

type MailboxChannel = {
  tenantId: string;
  id: string;
  settings: Record<string, unknown>;
  sealedSecret: string | null;
};

export const POLL_MAILBOXES_JOB = "channels.poll-mailboxes";

/**
 * Fetches a mailbox's unseen messages. Each is committed first (decision 009), and only then
 * moved to the processed folder or flagged seen: a poll cut off in between stores nothing twice
 * the next time, as the UID (or the bytes) is known. The channel records the outcome.
 * The host is the administrator's choice: it goes through the outbound guard (decision 020),
 * and the client connects to the address the guard checked, the name kept for TLS.
 */
export async function pollMailbox(
  pool: pg.Pool,
  box: SecretBox,
  guard: OutboundGuard,
  channel: MailboxChannel,
) {
  let stored = 0;
  let error: string | null = null;
  let client: ImapFlow | undefined;
  let stage: MailboxStage = "preparing";
  try {
    const settings = imapSettingsSchema.parse(channel.settings);
    const password = openPassword(box, channel.sealedSecret);
    stage = "connecting";
    const target = await guard.vet(settings.host);
    client = new ImapFlow({
      host: target.address,
      ...(target.isIpLiteral ? {} : { servername: target.hostname }),
      port: settings.port,
      secure: settings.tls,
      auth: { user: settings.user, pass: password },
      logger: false,
      connectionTimeout: 15_000,
    });
    // A connection lost later is reported by the command that needed it; an unheard 'error'
    // event would stop the whole process.
    client.on("error", () => undefined);
    await client.connect();
    stage = "signed-in";
    if (settings.processed_folder) {
      await client.mailboxCreate(settings.processed_folder).catch(() => undefined);
    }
    const lock = await client.getMailboxLock(settings.folder);
    try {
      const mailbox = client.mailbox;
      const uidValidity = mailbox ? Number(mailbox.uidValidity) : 0;
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      for (const uid of uids) {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        const raw = message === false ? undefined : message.source;
        if (!raw) continue;
        await storeInboundMessage(pool, {
          tenantId: channel.tenantId,
          channelId: channel.id,
          source: "imap",
          raw,
          imap: { uidValidity, uid },
        });
        stored++;
        if (settings.processed_folder) {
          await client.messageMove(String(uid), settings.processed_folder, { uid: true });
        } else {
          await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
        }
      }
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (cause) {
    error = mailboxErrorOf(cause, stage);
    client?.close();
  }
  await withTenant(pool, channel.tenantId, (tx) =>
    tx.client.query(
      `update channels set status = $2, last_error = $3, last_polled_at = now(), updated_at = now()
       where id = $1`,
      [channel.id, error ? "error" : "ok", error],
    ),
  );
  return { stored, error };
}

function openPassword(box: SecretBox, sealed: string | null): string {
  if (!sealed) throw new Error(MAILBOX_ERRORS.noPassword);
  try {
    return box.open(sealed);
  } catch {
    // Another ENCRYPTION_KEY than the one that sealed it.
    throw new Error(MAILBOX_ERRORS.passwordUnreadable);
  }
}

type DueMailbox = {
  tenant_id: string;
  id: string;
  settings: Record<string, unknown>;
  sealed_secret: string | null;
};

/** The active mailboxes, in every tenant, whose poll interval has passed. */
export function dueMailboxes(pool: pg.Pool): Promise<DueMailbox[]> {
  return withPlatformAccess(pool, async (tx) => {
    const { rows } = await tx.client.query<DueMailbox>(
      `select tenant_id, id, settings, sealed_secret from channels
       where kind = 'imap' and active and (last_polled_at is null or
         last_polled_at + make_interval(secs => coalesce((settings ->> 'poll_interval_seconds')::int, 60)) <= now())`,
    );
    return rows;
  });
}

/** Polls every due mailbox, one after the other. */
export async function pollDueMailboxes(pool: pg.Pool, box: SecretBox, guard: OutboundGuard) {
  const due = await dueMailboxes(pool);
  for (const row of due) {
    await pollMailbox(pool, box, guard, {
      tenantId: row.tenant_id,
      id: row.id,
      settings: row.settings,
      sealedSecret: row.sealed_secret,
    });
  }
  return due.length;
}

/** Every minute, the mailboxes that are due. */
export function pollMailboxesJob(
  pool: pg.Pool,
  box: SecretBox,
  guard: OutboundGuard,
): JobDefinition {
  return {
    name: POLL_MAILBOXES_JOB,
    schedule: "* * * * *",
    retryLimit: 0,
    handle: async () => {
      await pollDueMailboxes(pool, box, guard);
    },
  };
}
