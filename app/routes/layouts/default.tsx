import { Outlet } from "react-router";
import { AppShell } from "~/features/shell/app-shell";
import { adminNavigation, staffNavigation } from "~/features/shell/navigation-items";
import type { ShellHandle } from "~/features/shell/route-handle";

export const handle = { i18n: ["navigation"] } satisfies ShellHandle;

const sections = [staffNavigation, adminNavigation];

/** The staff areas: order processing first, administration links below. */
export default function DefaultLayout() {
  return (
    <AppShell sections={sections}>
      <Outlet />
    </AppShell>
  );
}
