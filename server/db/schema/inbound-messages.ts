import { sql } from "drizzle-orm";
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { channels } from "./channels.ts";
import { bytea } from "./column-types.ts";
import { tenants } from "./tenants.ts";

/**
 * An e-mail exactly as it was delivered (decision 009): committed before the channel
 * acknowledges it, and stored once however often it is delivered.
 */
export const inboundMessages = pgTable(
  "inbound_messages",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    channelId: uuid("channel_id"),
    /** How it came: smtp, imap or upload. */
    source: text("source").notNull(),
    raw: bytea("raw").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of the raw bytes: the same message delivered twice is stored once. */
    sha256: text("sha256").notNull(),
    /** IMAP: the mailbox's UIDVALIDITY and the message's UID, to recognise it on the next poll. */
    imapUidValidity: bigint("imap_uid_validity", { mode: "number" }),
    imapUid: bigint("imap_uid", { mode: "number" }),
    /** The SMTP envelope or the uploader, as received. */
    envelopeFrom: text("envelope_from"),
    envelopeTo: text("envelope_to"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("inbound_messages_tenant_id_id").on(t.tenantId, t.id),
    unique("inbound_messages_same_bytes").on(t.tenantId, t.sha256),
    unique("inbound_messages_same_imap_uid").on(t.channelId, t.imapUidValidity, t.imapUid),
    foreignKey({
      name: "inbound_messages_channel",
      columns: [t.tenantId, t.channelId],
      foreignColumns: [channels.tenantId, channels.id],
    }).onDelete("set null"), // of channel_id only: see migration 0011
    index("inbound_messages_tenant_received").on(t.tenantId, t.receivedAt),
    // /metrics counts the messages by source at every scrape, from this index alone:
    // tenant_id is in it for the row-level security check (decision 053).
    index("inbound_messages_source").on(t.source, t.tenantId),
  ],
);
