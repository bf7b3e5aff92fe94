import { redirect } from "react-router";
import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import { switchTenant } from "~/features/identity/switch-tenant.server";
import type { Route } from "./+types/switch-tenant";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  return switchTenant({ request, context });
}

export async function loader() {
  return redirect("/");
}
