import { asc, count, eq, sql } from "drizzle-orm";
import type pg from "pg";
import type { z } from "zod";
import type {
  ApiClientWithSecret,
  apiClientInputSchema,
} from "../../../contracts/connectivity/api-client.ts";
import { apiClients } from "../../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { notFound } from "../../../http/app-error.ts";
import { type PageQuery, pageMeta } from "../../../http/paging.ts";
import {
  generateClientId,
  generateClientSecret,
  hashClientSecret,
} from "./api-client-credentials.ts";
import { type ApiClientRow, presentApiClient } from "./present-api-client.ts";

/** The body after the contract's parsing (trimmed name, scopes without repeats). */
type Input = z.output<typeof apiClientInputSchema>;

const columnsOf = (input: Input) => ({
  name: input.name,
  scopes: input.scopes,
  expirationDate: input.expiration_date ? new Date(input.expiration_date) : null,
});

async function requireApiClient(tx: Transaction, id: string): Promise<ApiClientRow> {
  if (!isUuid(id)) throw notFound("API client", id);
  const [row] = await tx.db.select().from(apiClients).where(eq(apiClients.id, id)).limit(1);
  if (!row) throw notFound("API client", id);
  return row;
}

/**
 * Ends every token the client holds. Tokens are refused anyway once the secret they were issued
 * under is replaced or the client is gone (authenticate.ts); this removes them from the store.
 */
async function endTokensOf(tx: Transaction, clientId: string) {
  await tx.client.query(
    "delete from oauth_payloads where model = 'ClientCredentials' and payload ->> 'clientId' = $1",
    [clientId],
  );
}

export function listApiClients(pool: pg.Pool, tenantId: string, query: PageQuery, path: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const [total] = await tx.db.select({ n: count() }).from(apiClients);
    const rows = await tx.db
      .select()
      .from(apiClients)
      .orderBy(sql`lower(${apiClients.name})`, asc(apiClients.createdAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const now = new Date();
    return {
      data: rows.map((row) => presentApiClient(row, now)),
      meta: pageMeta(path, query, total?.n ?? 0, rows.length),
    };
  });
}

export function getApiClient(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => presentApiClient(await requireApiClient(tx, id)));
}

/** Creates a client with new credentials; the secret is answered this once and never again. */
export function createApiClient(
  pool: pg.Pool,
  tenantId: string,
  input: Input,
): Promise<ApiClientWithSecret> {
  const secret = generateClientSecret();
  return withTenant(pool, tenantId, async (tx) => {
    const [row] = await tx.db
      .insert(apiClients)
      .values({
        tenantId,
        ...columnsOf(input),
        clientId: generateClientId(),
        secretHash: hashClientSecret(secret),
      })
      .returning();
    return { ...presentApiClient(row as ApiClientRow), client_secret: secret };
  });
}

/** Changes name, scopes and expiration; live tokens lose a removed scope at their next call. */
export function updateApiClient(pool: pg.Pool, tenantId: string, id: string, input: Input) {
  return withTenant(pool, tenantId, async (tx) => {
    await requireApiClient(tx, id);
    const [row] = await tx.db
      .update(apiClients)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(apiClients.id, id))
      .returning();
    return presentApiClient(row as ApiClientRow);
  });
}

/** Deletes a client; its tokens end with it. */
export function deleteApiClient(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const row = await requireApiClient(tx, id);
    await tx.db.delete(apiClients).where(eq(apiClients.id, id));
    await endTokensOf(tx, row.clientId);
  });
}

/**
 * Revokes the client's secret: a new one is made and answered this once, and every token of
 * the client ends at once (those issued under the old secret are refused from now on).
 */
export function revokeApiClient(
  pool: pg.Pool,
  tenantId: string,
  id: string,
): Promise<ApiClientWithSecret> {
  const secret = generateClientSecret();
  return withTenant(pool, tenantId, async (tx) => {
    const current = await requireApiClient(tx, id);
    const now = new Date();
    const [row] = await tx.db
      .update(apiClients)
      .set({ secretHash: hashClientSecret(secret), secretIssuedAt: now, updatedAt: now })
      .where(eq(apiClients.id, id))
      .returning();
    await endTokensOf(tx, current.clientId);
    return { ...presentApiClient(row as ApiClientRow, now), client_secret: secret };
  });
}
