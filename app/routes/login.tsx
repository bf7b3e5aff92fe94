import { LoginPanel } from "~/features/identity/login-panel";
import { guestOnlyMiddleware } from "~/features/identity/session-guards.server";
import { startSignIn } from "~/features/identity/start-sign-in.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { getInstance } from "~/lib/i18n.server";
import type { Route } from "./+types/login";

export const middleware: Route.MiddlewareFunction[] = [guestOnlyMiddleware];

export const handle = { i18n: ["auth"] } satisfies ShellHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("auth:login.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return startSignIn({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Login({ matches }: Route.ComponentProps) {
  return <LoginPanel productName={matches[0].loaderData.productName} />;
}
