import { useEffect, useRef } from "react";
import type { CurrentUser } from "~/features/identity/current-user";
import { startErrorReporting } from "./start-error-reporting";

/**
 * Keeps error reporting's tenant tag on the signed-in user's current tenant (spec section 9) when
 * it changes without a page load: a tenant switch with JavaScript is a client navigation. The
 * tenant the page was loaded with is tagged by the SDK's set-up itself. With error reporting off
 * this loads nothing.
 */
export function useErrorReportingTenant(user: CurrentUser | null | undefined) {
  // Null when signed out, "" for a signed-in user without a current tenant.
  const tenant = user ? (user.currentTenantId ?? "") : null;
  const followed = useRef(tenant);
  useEffect(() => {
    if (followed.current === tenant) return;
    followed.current = tenant;
    void startErrorReporting().then((reporter) => reporter?.followTenant(tenant !== null));
  }, [tenant]);
}
