import { Outlet } from "react-router";

/** Popups and full-screen editors: no navigation at all. */
export default function EmptyLayout() {
  return (
    <main id="main" className="min-h-dvh bg-background">
      <Outlet />
    </main>
  );
}
