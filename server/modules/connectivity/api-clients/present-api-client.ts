import type { ApiClient, ApiClientScope } from "../../../contracts/connectivity/api-client.ts";
import type { apiClients } from "../../../db/schema/index.ts";

export type ApiClientRow = typeof apiClients.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Whether the client's expiration date has passed: it then gets no token and its tokens end. */
export function isExpired(expirationDate: Date | null, now: Date = new Date()): boolean {
  return expirationDate !== null && expirationDate.getTime() <= now.getTime();
}

/** An API client as the API answers it: never its secret, nor the hash of it. */
export function presentApiClient(row: ApiClientRow, now: Date = new Date()): ApiClient {
  return {
    id: row.id,
    name: row.name,
    client_id: row.clientId,
    scopes: row.scopes as ApiClientScope[],
    expiration_date: iso(row.expirationDate),
    status: isExpired(row.expirationDate, now) ? "expired" : "active",
    last_used_at: iso(row.lastUsedAt),
    secret_issued_at: row.secretIssuedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
