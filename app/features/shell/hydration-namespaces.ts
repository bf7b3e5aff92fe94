import type { Namespace } from "~/lib/i18n";
import { getRouteNamespaces } from "./route-handle";

declare global {
  interface Window {
    /** The route modules of the server-rendered page, put there by React Router's <Scripts>. */
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>;
  }
}

/**
 * The namespaces the server-rendered page needs before it hydrates: the shell's and those its
 * route modules name in their handle. remix-i18next 8 dropped its client helper
 * (getInitialNamespaces) that read the same modules (docs/decisions/068).
 */
export function getHydrationNamespaces(): Set<Namespace> {
  return getRouteNamespaces(Object.values(window.__reactRouterRouteModules ?? {}));
}
