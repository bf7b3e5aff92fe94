import { Outlet } from "react-router";
import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import { AppShell } from "~/features/shell/app-shell";
import { appNavigation } from "~/features/shell/navigation-items";
import type { ShellHandle } from "~/features/shell/route-handle";
import { ShellErrorBoundary } from "~/features/shell/shell-error-boundary";
import type { Route } from "./+types/admin";

/** Signed-in users only; the user is loaded here once per request. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export const handle = { i18n: ["navigation"] } satisfies ShellHandle;

/** The administration area (spec section 2, layout admin). */
export default function AdminLayout() {
  return (
    <AppShell sections={appNavigation}>
      <Outlet />
    </AppShell>
  );
}

/** A 403, 404 or failure of one of its pages, inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ShellErrorBoundary error={error} />;
}
