import { data, type RouterContextProvider } from "react-router";
import { readColorMode } from "~/lib/color-mode.server";
import { getInstance, getLocale } from "~/lib/i18n.server";
import { getOptionalServerContext } from "~/lib/optional-server-context.server";
import { defaultProductName } from "~/lib/product-name";
import { readSidebarState } from "~/lib/sidebar-state.server";
import { getToast } from "~/lib/toast.server";

/** Everything the shell renders on every page: language, preferences, product, flash toast. */
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

  return data(
    {
      locale,
      productName: server?.productName ?? defaultProductName,
      version: server?.version ?? "development",
      // No tenant is chosen before sign-in exists; the title helper already takes one.
      tenantName: null as string | null,
      colorMode,
      sidebar,
      toast: flash.toast,
      errorPageTitle: t("pageTitle"),
    },
    flash.headers ? { headers: flash.headers } : undefined,
  );
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>["data"];
