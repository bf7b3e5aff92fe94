import { data, type RouterContextProvider } from "react-router";
import { getOptionalCurrentUser } from "~/features/identity/current-user-context.server";
import { intercomUserHash } from "~/features/support-chat/intercom-user-hash.server";
import { readColorMode } from "~/lib/color-mode.server";
import { getInstance, getLocale } from "~/lib/i18n.server";
import { getOptionalServerContext } from "~/lib/optional-server-context.server";
import { defaultProductName } from "~/lib/product-name";
import { readSidebarState } from "~/lib/sidebar-state.server";
import { getToast } from "~/lib/toast.server";

/**
 * Everything the shell renders on every page: language, preferences, product, flash toast, and
 * the signed-in user (loaded by the sign-in guard of the layout, before any loader runs).
 */
export async function loadShell({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const server = getOptionalServerContext(context);
  const locale = getLocale(context);
  const [colorMode, sidebar, flash] = await Promise.all([
    readColorMode(request),
    readSidebarState(request),
    getToast(request),
  ]);
  const t = getInstance(context).getFixedT(locale, "errors");
  const user = getOptionalCurrentUser(context);

  return data(
    {
      locale,
      productName: server?.productName ?? defaultProductName,
      version: server?.version ?? "development",
      user,
      /** The page title shows it (spec section 1). */
      tenantName: user?.company ?? null,
      colorMode,
      sidebar,
      toast: flash.toast,
      errorPageTitle: t("pageTitle"),
      /** Third-party scripts the browser loads, when configured (decision 052). */
      supportChat: server?.supportChat ?? null,
      /** Intercom's identity verification of this user, when its secret is set. */
      supportChatUserHash:
        server?.supportChat && server.supportChatIdentitySecret && user
          ? intercomUserHash(server.supportChatIdentitySecret, user)
          : null,
      usageAnalytics: server?.usageAnalytics ?? null,
      /** Null when off: the page then loads nothing for it (decision 051). */
      errorReporting: server?.errorReporting ?? null,
    },
    flash.headers ? { headers: flash.headers } : undefined,
  );
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>["data"];
