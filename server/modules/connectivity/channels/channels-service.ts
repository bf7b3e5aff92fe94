import { asc, eq } from "drizzle-orm";
import type pg from "pg";
import {
  type Channel,
  type ChannelInput,
  type ImapSettings,
  imapSettingsSchema,
} from "../../../contracts/connectivity/channel.ts";
import { channels } from "../../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import { enqueue } from "../../../jobs/queue.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import {
  secretAddressChanged,
  secretOrigin,
  storedSecretUsableFor,
} from "../../../security/stored-secret-origin.ts";
import { POLL_MAILBOXES_JOB } from "../../orders/intake/imap-poller.ts";

type ChannelRow = typeof channels.$inferSelect;

/** The stored settings were written through the kind's input schema, so they are the kind's. */
export function presentChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ChannelInput["kind"],
    active: row.active,
    settings: row.settings,
    has_password: row.sealedSecret !== null,
    status: row.status,
    last_polled_at: row.lastPolledAt?.toISOString() ?? null,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  } as Channel;
}

/**
 * An active mailbox, new or just changed, is polled now rather than at the next minute, so the
 * administrator sees at once whether it can be reached (if it is due: a mailbox polled moments
 * ago keeps its interval).
 */
async function pollSoonWhenActiveMailbox(tx: Transaction, row: ChannelRow) {
  if (row.kind === "imap" && row.active) await enqueue(tx, POLL_MAILBOXES_JOB, {});
}

async function requireChannel(tx: Transaction, id: string) {
  const [row] = isUuid(id)
    ? await tx.db.select().from(channels).where(eq(channels.id, id)).limit(1)
    : [];
  if (!row) throw notFound("Channel", id);
  return row;
}

/**
 * Local parts that belong to whoever runs the mail domain (RFC 2142, RFC 5321), never to a
 * tenant's order intake.
 */
const RESERVED_LOCAL_PARTS = new Set(["postmaster", "abuse", "hostmaster", "mailer-daemon"]);

/**
 * One answer for every inbound address a tenant cannot have — in use in this tenant, in use
 * in another, or reserved — so that the answer tells nobody which (decision 020): not even
 * the address is repeated.
 */
const addressUnavailable = () =>
  new AppError("conflict", "This address is not available", { field: "settings.address" });

function requireAvailableAddress(input: ChannelInput) {
  if (input.kind !== "smtp") return;
  const localPart = input.settings.address.slice(0, input.settings.address.lastIndexOf("@"));
  if (RESERVED_LOCAL_PARTS.has(localPart)) throw addressUnavailable();
}

/** The inbound address is unique over all tenants: the listener finds its tenant by it. */
async function write<T>(tx: Transaction, input: ChannelInput, run: () => Promise<T>) {
  requireAvailableAddress(input);
  await tx.client.query("savepoint channel_write");
  try {
    const result = await run();
    await tx.client.query("release savepoint channel_write");
    return result;
  } catch (error) {
    await tx.client.query("rollback to savepoint channel_write");
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === "23505" && constraint === "channels_inbound_address" && input.kind === "smtp") {
      throw addressUnavailable();
    }
    throw error;
  }
}

export function listChannels(pool: pg.Pool, tenantId: string) {
  return withTenant(pool, tenantId, async (tx) =>
    (await tx.db.select().from(channels).orderBy(asc(channels.name))).map(presentChannel),
  );
}

export function getChannel(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => presentChannel(await requireChannel(tx, id)));
}

export function createChannel(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  input: ChannelInput,
) {
  if (input.kind === "imap" && !input.password) {
    throw new AppError("validation_failed", "Validation or transformation failed", [
      { path: ["password"], message: "The mailbox password is required" },
    ]);
  }
  return withTenant(pool, tenantId, async (tx) => {
    const [row] = await write(tx, input, () =>
      tx.db
        .insert(channels)
        .values({
          tenantId,
          name: input.name,
          kind: input.kind,
          active: input.active,
          settings: input.settings,
          sealedSecret: input.kind === "imap" && input.password ? box.seal(input.password) : null,
        })
        .returning(),
    );
    await pollSoonWhenActiveMailbox(tx, row as ChannelRow);
    return presentChannel(row as ChannelRow);
  });
}

/** A mailbox server's origin (decision 065): imaps with TLS from the start, imap otherwise. */
function mailboxOrigin(settings: Pick<ImapSettings, "host" | "port" | "tls">) {
  return secretOrigin(settings.tls ? "imaps" : "imap", settings.host, settings.port);
}

/**
 * The stored mailbox password, sealed, for the server `settings` name: only the one it was saved
 * for (decision 065); another asks for it again, so that it is never sent there.
 */
function storedPasswordFor(current: ChannelRow, settings: ImapSettings): string | null {
  if (!current.sealedSecret) return null;
  const saved = imapSettingsSchema.safeParse(current.settings);
  if (
    !saved.success ||
    !storedSecretUsableFor(mailboxOrigin(saved.data), mailboxOrigin(settings))
  ) {
    throw secretAddressChanged(
      ["password"],
      "Enter the mailbox password again: the server changed",
    );
  }
  return current.sealedSecret;
}

/**
 * Changes a channel; its kind stays. An IMAP password left out keeps the stored one while the
 * mailbox server stays the same.
 */
export function updateChannel(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  id: string,
  input: ChannelInput,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const current = await requireChannel(tx, id);
    if (current.kind !== input.kind) {
      throw new AppError("validation_failed", "Validation or transformation failed", [
        { path: ["kind"], message: "The kind of a channel cannot be changed" },
      ]);
    }
    const sealedSecret =
      input.kind !== "imap"
        ? current.sealedSecret
        : input.password
          ? box.seal(input.password)
          : storedPasswordFor(current, input.settings);
    const [row] = await write(tx, input, () =>
      tx.db
        .update(channels)
        .set({
          name: input.name,
          active: input.active,
          settings: input.settings,
          sealedSecret,
          updatedAt: new Date(),
        })
        .where(eq(channels.id, id))
        .returning(),
    );
    await pollSoonWhenActiveMailbox(tx, row as ChannelRow);
    return presentChannel(row as ChannelRow);
  });
}

export function deleteChannel(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    await requireChannel(tx, id);
    await tx.db.delete(channels).where(eq(channels.id, id));
  });
}
