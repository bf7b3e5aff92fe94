import type { RouterContextProvider } from "react-router";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The "Continue" button of /login. The OAuth sign-in flow arrives in the next issue;
 * until then the user is told so, through a flash toast that also works without JavaScript.
 */
export async function continueSignIn({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const t = getInstance(context).t;
  return redirectWithToast(request, "/login", {
    type: "info",
    title: t("auth:login.notConfigured.title"),
    description: t("auth:login.notConfigured.description"),
  });
}
