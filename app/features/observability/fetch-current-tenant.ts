/** Spec section 7: one retry after 500 ms. */
export const TENANT_FETCH_RETRY_MS = 500;

export type TenantFetchResult =
  | { key: string }
  | { failure: "fetch_failed"; error: unknown }
  | { failure: "no_data" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The current tenant's key (spec section 7: `GET api/tenant/current`, reading `data.key`). A call
 * that throws (no answer, an error status, no JSON) is tried once more after 500 ms and then is
 * `fetch_failed`; an answer without data is `no_data` at once, as asking again changes nothing.
 */
export async function fetchCurrentTenant(
  call: () => Promise<unknown>,
  pause: (ms: number) => Promise<unknown> = wait,
): Promise<TenantFetchResult> {
  let body: unknown;
  try {
    body = await call();
  } catch {
    await pause(TENANT_FETCH_RETRY_MS);
    try {
      body = await call();
    } catch (error) {
      return { failure: "fetch_failed", error };
    }
  }
  const key = (body as { data?: { key?: unknown } } | null)?.data?.key;
  return typeof key === "string" && key !== "" ? { key } : { failure: "no_data" };
}

/** The web app's resource route in front of the API (decision 051). */
export async function callCurrentTenant(): Promise<unknown> {
  const response = await fetch("/resources/current-tenant", {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Current tenant: HTTP ${response.status}`);
  return response.json();
}
