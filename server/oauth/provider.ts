import { createHash } from "node:crypto";
import Provider, { type Configuration, errors } from "oidc-provider";
import type pg from "pg";
import { API_CLIENT_SCOPES } from "../contracts/connectivity/api-client.ts";
import { findActiveUserById } from "../modules/identity/user-lookup.ts";
import {
  clientCredentialsTtl,
  enableMachineSignIn,
  machineSignInConfiguration,
  withApiClients,
} from "./machine-sign-in.ts";
import { postgresAdapterFactory } from "./postgres-adapter.ts";
import { loadSigningKeys } from "./signing-keys.ts";
import { WEB_CLIENT_ID, webOrigins } from "./web-client.ts";

export type OAuthOptions = {
  appUrl: string | undefined;
  port: number;
  sessionSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  production: boolean;
  /** Requests per minute each API client may make (decision 042). */
  apiClientRequestsPerMinute: number;
};

export type { Provider };

/**
 * The authorization server (oidc-provider) for `/oauth`: authorization code with PKCE (S256),
 * rotating refresh tokens with reuse detection, client credentials, revocation. The login step
 * is the web app's /sign-in/{uid} page.
 */
export async function createOAuthProvider(
  pools: { appPool: pg.Pool; ownerPool: pg.Pool },
  options: OAuthOptions,
): Promise<Provider> {
  const origins = webOrigins(options.appUrl, options.port);
  const issuer = `${origins[0]}/oauth`;
  const configuration: Configuration = {
    // API clients (machine sign-in, decision 042) come from api_clients, the rest is stored.
    adapter: withApiClients(pools.appPool, postgresAdapterFactory(pools.appPool)),
    ...machineSignInConfiguration,
    jwks: { keys: (await loadSigningKeys(pools.ownerPool)) as never },
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: origins.map((origin) => `${origin}/callback`),
      },
    ],
    cookies: {
      keys: [createHash("sha256").update(`oauth-cookies:${options.sessionSecret}`).digest("hex")],
      long: { secure: options.production },
      short: { secure: options.production },
    },
    pkce: { required: () => true },
    scopes: ["openid", "offline_access", ...API_CLIENT_SCOPES],
    claims: { openid: ["sub"], email: ["email"], profile: ["name", "given_name", "family_name"] },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke its own tokens (the web app at sign-out), nobody else's.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      clientCredentials: { enabled: true },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => `/sign-in/${interaction.uid}` },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    ttl: {
      AccessToken: options.accessTokenTtl,
      RefreshToken: options.refreshTokenTtl,
      AuthorizationCode: 60,
      ClientCredentials: clientCredentialsTtl,
      IdToken: 3600,
      Interaction: 15 * 60,
      Session: options.refreshTokenTtl,
      Grant: options.refreshTokenTtl,
    },
    findAccount: async (_ctx, id) => {
      const user = await findActiveUserById(pools.appPool, id);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          name: `${user.firstName} ${user.lastName}`.trim(),
          given_name: user.firstName,
          family_name: user.lastName,
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = "json";
      ctx.body = out;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  enableMachineSignIn(provider, { requestsPerMinute: options.apiClientRequestsPerMinute });
  return provider;
}

export { errors as oauthErrors };
