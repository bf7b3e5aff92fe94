import Provider, {
  type Adapter,
  type AdapterPayload,
  type Client,
  type ClientMetadata,
  type Configuration,
  errors,
} from "oidc-provider";
import type pg from "pg";
import { clientSecretMatches } from "../modules/connectivity/api-clients/api-client-credentials.ts";
import { ApiClientRateLimit } from "../modules/connectivity/api-clients/api-client-rate-limit.ts";
import {
  type ApiClientForSignIn,
  findApiClientForSignIn,
} from "../modules/connectivity/api-clients/api-client-sign-in.ts";
import { isExpired } from "../modules/connectivity/api-clients/present-api-client.ts";

/**
 * Machine sign-in (decision 042): API clients get tokens with the client-credentials grant at
 * /oauth/token. oidc-provider does the client authentication (client_secret_basic or _post);
 * Fennec supplies the clients from `api_clients`, compares the presented secret with the
 * stored SHA-256 (the documented extension point `Client.prototype.compareClientSecret`), and
 * issues the token with the client's scopes by default.
 */

/** Metadata that is Fennec's own: the secret generation a token is issued under. */
const SECRET_ISSUED_AT = "secret_issued_at";

type AdapterFactory = new (model: string) => Adapter;

/** The client metadata oidc-provider sees for an API client. */
function clientMetadataOf(client: ApiClientForSignIn): ClientMetadata {
  return {
    client_id: client.clientId,
    // The hash stands where oidc-provider keeps a secret; compareClientSecret below hashes what
    // the client presents. Nothing HMAC-based uses it: these clients may only authenticate
    // with client_secret_basic/_post and sign nothing.
    client_secret: client.secretHash,
    client_secret_expires_at: client.expirationDate
      ? Math.floor(client.expirationDate.getTime() / 1000)
      : 0,
    grant_types: ["client_credentials"],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: "client_secret_basic",
    scope: client.scopes.join(" "),
    [SECRET_ISSUED_AT]: client.secretIssuedAt.getTime(),
  };
}

/**
 * oidc-provider's storage with API clients added: the `Client` model reads `api_clients` (no
 * client is ever written by oidc-provider: dynamic registration is off); every other model is
 * the PostgreSQL adapter's.
 */
export function withApiClients(pool: pg.Pool, Stored: AdapterFactory) {
  const clients: Adapter = {
    async find(id: string): Promise<AdapterPayload | undefined> {
      // An expired client is no client: oidc-provider would give a client secret some clock
      // tolerance past its expiry, which an expiration date does not have.
      const client = await findApiClientForSignIn(pool, id);
      if (!client || isExpired(client.expirationDate)) return undefined;
      return clientMetadataOf(client) as AdapterPayload;
    },
    upsert: async () => {
      throw new Error("API clients are written through /api/connectivity/api-clients");
    },
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    consume: async () => undefined,
    destroy: async () => undefined,
    revokeByGrantId: async () => undefined,
  };
  return (model: string): Adapter => (model === "Client" ? clients : new Stored(model));
}

/** The configuration machine sign-in needs, merged into the provider's. */
export const machineSignInConfiguration = {
  extraClientMetadata: { properties: [SECRET_ISSUED_AT] },
  // A client-credentials token remembers the secret it was issued under: revoking the secret
  // ends it even when it was being issued while the secret was replaced.
  extraTokenClaims: async (_ctx, token) =>
    token.kind === "ClientCredentials" && token.client
      ? {
          [SECRET_ISSUED_AT]: (token.client as unknown as Record<string, unknown>)[
            SECRET_ISSUED_AT
          ],
        }
      : undefined,
} satisfies Partial<Configuration>;

/** How long a client-credentials token lives: an hour, and never past the client's expiration. */
export function clientCredentialsTtl(_ctx: unknown, _token: unknown, client?: Client): number {
  const hour = 3600;
  if (!client?.clientSecretExpiresAt) return hour;
  const left = client.clientSecretExpiresAt - Math.floor(Date.now() / 1000);
  return Math.max(1, Math.min(hour, left));
}

/** The secret generation a client-credentials token was issued under (ms since the epoch). */
export function secretIssuedAtOf(extra: Record<string, unknown> | undefined): unknown {
  return extra?.[SECRET_ISSUED_AT];
}

const rateLimits = new WeakMap<Provider, ApiClientRateLimit>();

/** The per-client request limit of the API clients this provider signs in. */
export function apiClientRateLimitOf(provider: Provider): ApiClientRateLimit | undefined {
  return rateLimits.get(provider);
}

/**
 * Secrets compared as hashes, in constant time, and the client-credentials grant: without a
 * `scope` parameter the token gets every scope of the client; asking for one the client lacks
 * (or any unknown scope) is invalid_scope. The token never outlives the client's expiration.
 */
export function enableMachineSignIn(provider: Provider, options: { requestsPerMinute: number }) {
  rateLimits.set(provider, new ApiClientRateLimit(options.requestsPerMinute));

  provider.Client.prototype.compareClientSecret = function compare(actual: string) {
    return typeof this.clientSecret === "string" && clientSecretMatches(actual, this.clientSecret);
  };

  provider.registerGrantType(
    "client_credentials",
    async (ctx) => {
      const { client, params } = ctx.oidc;
      const held = (client.scope ?? "").split(" ").filter(Boolean);
      const asked = typeof params.scope === "string" ? params.scope.split(" ").filter(Boolean) : [];
      const scopes = asked.length ? [...new Set(asked)] : held;
      const refused = scopes.find((scope) => !held.includes(scope));
      if (refused) throw new errors.InvalidScope("requested scope is not allowed", refused);

      const token = new provider.ClientCredentials({ client, scope: scopes.join(" ") });
      ctx.oidc.entity("ClientCredentials", token);
      const value = await token.save();
      ctx.body = {
        access_token: value,
        expires_in: token.expiration,
        token_type: token.tokenType,
        scope: token.scope,
      };
    },
    ["scope"],
  );
}
