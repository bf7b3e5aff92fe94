import { downloadRawEmail } from "~/features/email-popup/email-downloads.server";
import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import type { Route } from "./+types/popup-email-raw";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  return downloadRawEmail({ url, params, context });
}
