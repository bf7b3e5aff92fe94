import type pg from "pg";
import type { ApiClientScope } from "../../../contracts/connectivity/api-client.ts";
import { readWithPlatformAccessInOneTrip } from "../../../db/tenant-transaction.ts";
import { isClientIdShaped } from "./api-client-credentials.ts";

/** What machine sign-in needs to know of an API client, and nothing more. */
export type ApiClientForSignIn = {
  id: string;
  clientId: string;
  name: string;
  tenant: { id: string; key: string; name: string };
  secretHash: string;
  scopes: ApiClientScope[];
  expirationDate: Date | null;
  secretIssuedAt: Date;
  lastUsedAt: Date | null;
};

/**
 * The API client behind a client_id, with its tenant: read at /oauth/token and behind every
 * request a client makes, before any tenant is known. This is the one cross-tenant path of API
 * clients (decision 042): the explicit platform path, as the sign-in of people reads their
 * memberships (signed-in-account.ts), limited to the single row of one client_id, in one round
 * trip.
 */
export async function findApiClientForSignIn(
  pool: pg.Pool,
  clientId: string,
): Promise<ApiClientForSignIn | undefined> {
  if (!isClientIdShaped(clientId)) return undefined;
  const [rows = []] = await readWithPlatformAccessInOneTrip(pool, (literal) => [
    `select c.id, c.client_id, c.name, c.secret_hash, c.scopes, c.expiration_date,
            c.secret_issued_at, c.last_used_at, t.id as tenant_id, t.key as tenant_key,
            t.name as tenant_name
     from api_clients c join tenants t on t.id = c.tenant_id
     where c.client_id = ${literal(clientId)}`,
  ]);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    clientId: String(row.client_id),
    name: String(row.name),
    tenant: {
      id: String(row.tenant_id),
      key: String(row.tenant_key),
      name: String(row.tenant_name),
    },
    secretHash: String(row.secret_hash),
    scopes: row.scopes as ApiClientScope[],
    expirationDate: (row.expiration_date as Date | null) ?? null,
    secretIssuedAt: row.secret_issued_at as Date,
    lastUsedAt: (row.last_used_at as Date | null) ?? null,
  };
}
