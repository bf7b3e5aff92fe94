import { AppShell } from "./app-shell";
import { ErrorMessage } from "./error-screen";
import { appNavigation } from "./navigation-items";

/**
 * An error on a signed-in page (403, 404, 500) inside the layout it belongs to: sidebar, tenant
 * and user menu stay, so the way on is one click away.
 */
export function ShellErrorBoundary({ error }: { error: unknown }) {
  return (
    <AppShell sections={appNavigation}>
      <ErrorMessage error={error} />
    </AppShell>
  );
}
