import type pg from "pg";
import type { Provider } from "../../oauth/provider.ts";
import { revokeGrant } from "../../oauth/revoke-grant.ts";
import type { Authenticated } from "./authenticated.ts";

/**
 * Ends the caller's sign-in (POST /identity/logout): a person's grant, with every token of it;
 * an API client's client-credentials token, the one it called with, which is all the sign-in a
 * client has (decision 064). The client's other tokens, and its secret, stay.
 */
export async function signOut(provider: Provider, pool: pg.Pool, auth: Authenticated) {
  if (auth.grantId) await revokeGrant(pool, auth.grantId);
  if (auth.apiClient) {
    const token = await provider.ClientCredentials.find(auth.apiClient.tokenId);
    await token?.destroy();
  }
}
