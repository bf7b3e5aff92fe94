import type { Context } from "hono";
import type pg from "pg";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { apiClientRateLimitOf, secretIssuedAtOf } from "../../oauth/machine-sign-in.ts";
import type { Provider } from "../../oauth/provider.ts";
import {
  type ApiClientForSignIn,
  findApiClientForSignIn,
} from "../connectivity/api-clients/api-client-sign-in.ts";
import { recordApiClientUse } from "../connectivity/api-clients/api-client-usage.ts";
import { isExpired } from "../connectivity/api-clients/present-api-client.ts";
import type { Authenticated } from "./authenticated.ts";
import type { Permission } from "./roles.ts";

/** `tokenId`: the client-credentials token it called with (opaque: the token is its own id). */
export type ApiClientCaller = { client: ApiClientForSignIn; scopes: Permission[]; tokenId: string };

/**
 * The API client behind a client-credentials token, checked against `api_clients` at every
 * request (decision 042), so a client that is deleted, expired or whose secret was revoked is
 * refused at once, its live tokens included. Its rights are the token's scopes that the client
 * still holds: a scope taken away ends at the next request too.
 */
export async function checkClientCredentialsToken(
  provider: Provider,
  pool: pg.Pool,
  token: string,
): Promise<ApiClientCaller | undefined> {
  const issued = await provider.ClientCredentials.find(token);
  if (!issued || issued.isExpired || !issued.clientId) return undefined;
  const client = await findApiClientForSignIn(pool, issued.clientId);
  if (!client || isExpired(client.expirationDate)) return undefined;
  if (secretIssuedAtOf(issued.extra) !== client.secretIssuedAt.getTime()) return undefined;
  const granted = new Set((issued.scope ?? "").split(" "));
  return {
    client,
    scopes: client.scopes.filter((scope) => granted.has(scope)),
    tokenId: issued.jti,
  };
}

/**
 * Lets the client's request in, in its own tenant only: over its request limit it is refused
 * with 429 and Retry-After; its use is recorded (at most once a minute).
 */
export async function admitApiClient(
  c: Context<AppEnv>,
  provider: Provider,
  pool: pg.Pool,
  { client, scopes, tokenId }: ApiClientCaller,
  wantedTenant: string | undefined,
): Promise<Authenticated> {
  if (wantedTenant && wantedTenant !== client.tenant.id) {
    throw new AppError("forbidden", "You have no access to this tenant");
  }
  const refused = apiClientRateLimitOf(provider)?.take(client.clientId);
  if (refused) {
    c.header("Retry-After", String(refused.retryAfterSeconds));
    throw new AppError("too_many_requests", "Too many requests: try again later");
  }
  await recordApiClientUse(pool, client);
  return {
    user: null,
    apiClient: { id: client.id, clientId: client.clientId, name: client.name, tokenId },
    tenant: client.tenant,
    role: null,
    permissions: scopes,
    tenants: [client.tenant],
    administeredTenants: [],
    grantId: undefined,
  };
}
