import { completeSignIn } from "~/features/identity/complete-sign-in.server";
import type { Route } from "./+types/callback";

export async function loader({ request, context }: Route.LoaderArgs) {
  return completeSignIn({ request, context });
}
