import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Everything the authorization server persists (grants, sessions, codes, tokens,
 * interactions), one row per model instance, so it survives restarts and is shared by every
 * process. Not tenant data: identities are global.
 */
export const oauthPayloads = pgTable(
  "oauth_payloads",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index("oauth_payloads_grant_id").on(table.grantId),
    index("oauth_payloads_uid").on(table.uid),
    index("oauth_payloads_expires_at").on(table.expiresAt),
  ],
);

/** The authorization server's signing keys (JWK with private parts), newest first. */
export const oauthSigningKeys = pgTable("oauth_signing_keys", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  jwk: jsonb("jwk").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins, by account (`email:…`) and by client (`ip:…`), for throttling. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subject: text("subject").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sign_in_failures_subject_failed_at").on(table.subject, table.failedAt)],
);
