import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * Another system of a tenant that calls the API with its own credentials (OAuth client
 * credentials, decision 042). Its secret is never stored: only the SHA-256 of it.
 */
export const apiClients = pgTable(
  "api_clients",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    /** The public identifier sent as client_id to /oauth/token; unique across all tenants. */
    clientId: text("client_id").notNull().unique("api_clients_client_id"),
    /** SHA-256 of the secret, hex; the secret itself is shown once and never kept. */
    secretHash: text("secret_hash").notNull(),
    /** The API client scopes of server/contracts/connectivity/api-client.ts. */
    scopes: text("scopes").array().notNull(),
    /** After it, the client gets no token and its tokens are refused; null: never. */
    expirationDate: timestamp("expiration_date", { withTimezone: true }),
    /** When the current secret was made (create or revoke); older tokens are refused. */
    secretIssuedAt: timestamp("secret_issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Recorded at most once a minute per client. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("api_clients_tenant_id_id").on(t.tenantId, t.id)],
);
