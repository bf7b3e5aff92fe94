import { AuthProblem } from "~/features/identity/auth-problem";
import { loadSignIn, submitSignIn } from "~/features/identity/sign-in.server";
import { SignInForm } from "~/features/identity/sign-in-form";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/sign-in";

export const handle = { i18n: ["auth"] } satisfies ShellHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadSignIn({ params, context });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return submitSignIn({ request, params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function SignIn({ loaderData, actionData: answer, matches }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  const { t } = useTranslation("auth");
  if (loaderData.expired || actionData?.expired) {
    return (
      <AuthProblem heading={t("signIn.expired.heading")} linkLabel={t("signIn.expired.link")}>
        <p>{t("signIn.expired.description")}</p>
      </AuthProblem>
    );
  }
  return (
    <SignInForm
      productName={matches[0].loaderData.productName}
      lastResult={actionData?.result}
      retryAfterMinutes={
        actionData && "retryAfterMinutes" in actionData
          ? Number(actionData.retryAfterMinutes)
          : undefined
      }
    />
  );
}
