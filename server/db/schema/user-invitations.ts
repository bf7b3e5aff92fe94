import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

/**
 * An administrator's invitation for someone who already has a Fennec account to join their
 * tenant (decision 019). Nothing of the account changes until its owner accepts; accepting
 * turns the invitation into a membership and removes it.
 */
export const userInvitations = pgTable(
  "user_invitations",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Lower-case, as users.email; the invitee is whoever signs in with it. */
    email: text("email").notNull(),
    role: text("role").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [unique("user_invitations_tenant_email").on(t.tenantId, t.email)],
);
