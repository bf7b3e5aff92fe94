import type pg from "pg";
import type { Provider } from "./provider.ts";

/** Revokes the grant a refresh token belongs to: every token of that sign-in stops working. */
export async function revokeGrantOfRefreshToken(
  provider: Provider,
  pool: pg.Pool,
  refreshToken: string,
  clientId: string,
): Promise<void> {
  const token = await provider.RefreshToken.find(refreshToken, { ignoreExpiration: true });
  if (!token || token.clientId !== clientId || !token.grantId) return;
  await revokeGrant(pool, token.grantId);
}

/** The grant and all its tokens and codes (the same rows oidc-provider's revocation removes). */
export async function revokeGrant(pool: pg.Pool, grantId: string): Promise<void> {
  await pool.query(
    "delete from oauth_payloads where grant_id = $1 or (model = 'Grant' and id = $1)",
    [grantId],
  );
}
