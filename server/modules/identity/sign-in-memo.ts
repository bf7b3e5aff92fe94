/**
 * The bearer tokens checked during one page load of the web app, and what the check found: the
 * access token's user and grant, and the user's active memberships. The web creates one per
 * page load (a GET) and hands it to its in-process API calls, so the token is looked up, and
 * the user and memberships read, once per page instead of once per call. It lives as long as
 * that page load (a few milliseconds): a token revoked, a user deactivated or a membership
 * changed is seen by the next page load, exactly as without it (docs/decisions/029).
 */
export type SignInMemo = Map<string, Promise<unknown>>;

export function createSignInMemo(): SignInMemo {
  return new Map();
}

/** `load()` once per key and memo; without a memo, every time. A failure is not kept. */
export function memoized<T>(memo: SignInMemo | undefined, key: string, load: () => Promise<T>) {
  if (!memo) return load();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  memo.set(key, loading);
  loading.catch(() => memo.delete(key));
  return loading;
}

/** What the web passes to an in-process API call. */
export type InProcessEnv = { clientIp: string; signInMemo?: SignInMemo };
