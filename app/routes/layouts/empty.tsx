import { Outlet } from "react-router";
import { ErrorScreen } from "~/features/shell/error-screen";

/** Popups and full-screen editors: no navigation at all. */
export default function EmptyLayout() {
  return (
    <main id="main" className="min-h-dvh bg-background">
      <Outlet />
    </main>
  );
}

/** A popup's error stays a page of its own, without navigation. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorScreen error={error} />;
}
