import { routeAfterSignIn } from "~/features/identity/route-after-sign-in.server";
import type { Route } from "./+types/logging-in";

export async function loader({ context }: Route.LoaderArgs) {
  return routeAfterSignIn({ context });
}
