import { Outlet } from "react-router";
import { Card } from "~/components/ui/card";
import { BrandLink } from "~/features/shell/brand-link";

/** Sign-in and its error pages: one centred card. */
export default function AuthLayout() {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/50 px-4 py-10"
    >
      <BrandLink className="text-xl" />
      <Card className="w-full max-w-md p-6 sm:p-8">
        <Outlet />
      </Card>
    </main>
  );
}
