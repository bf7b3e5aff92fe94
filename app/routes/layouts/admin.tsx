import { Outlet } from "react-router";
import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import { AppShell } from "~/features/shell/app-shell";
import { adminNavigation, staffNavigation } from "~/features/shell/navigation-items";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/admin";

/** Signed-in users only; the user is loaded here once per request. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export const handle = { i18n: ["navigation"] } satisfies ShellHandle;

const sections = [adminNavigation, staffNavigation];

/** The administration area: its own navigation first, the staff areas below. */
export default function AdminLayout() {
  return (
    <AppShell sections={sections}>
      <Outlet />
    </AppShell>
  );
}
