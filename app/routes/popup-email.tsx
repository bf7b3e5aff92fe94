import { EmailPopupPage } from "~/features/email-popup/email-popup-page";
import { loadEmailPopup } from "~/features/email-popup/load-email-popup.server";
import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/popup-email";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export const handle = { i18n: ["email"] } satisfies ShellHandle;

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return loadEmailPopup({ request, url, params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function PopupEmail({ loaderData }: Route.ComponentProps) {
  return <EmailPopupPage data={loaderData} />;
}
