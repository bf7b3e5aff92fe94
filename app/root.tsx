import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { ErrorReportingConfig } from "~/features/observability/error-reporting-config";
import { useErrorReportingTenant } from "~/features/observability/use-error-reporting-tenant";
import { ColorModeScript } from "~/features/shell/color-mode-script";
import { ErrorScreen } from "~/features/shell/error-screen";
import { FlashToaster } from "~/features/shell/flash-toaster";
import { LoadingBar } from "~/features/shell/loading-bar";
import { pageTitle } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { ShellErrorBoundary } from "~/features/shell/shell-error-boundary";
import { loadShell } from "~/features/shell/shell-loader.server";
import { TranslationPreloads } from "~/features/shell/translation-preloads";
import { useCloseOverlaysOnNavigation } from "~/features/shell/use-close-overlays-on-navigation";
import { useApplyColorMode, useColorMode } from "~/features/shell/use-color-mode";
import { useRouteTranslations } from "~/features/shell/use-route-translations";
import { useShellData } from "~/features/shell/use-shell-data";
import { useSupportChat } from "~/features/support-chat/use-support-chat";
import { useUsageAnalytics } from "~/features/usage-analytics/use-usage-analytics";
import { bodyLimitMiddleware } from "~/lib/body-limit-middleware.server";
import { fallbackLanguage, isLanguage, shellNamespaces } from "~/lib/i18n";
import { i18nextMiddleware } from "~/lib/i18n.server";
import { useNonce } from "~/lib/nonce-provider";
import { sessionMiddleware } from "~/lib/session-middleware.server";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const middleware: Route.MiddlewareFunction[] = [
  i18nextMiddleware,
  bodyLimitMiddleware,
  sessionMiddleware,
];

export const handle = { i18n: shellNamespaces } satisfies ShellHandle;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShell({ request, context });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!error) return [{ title: pageTitle({ productName: loaderData?.productName }) }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [
    {
      title: pageTitle({
        productName: loaderData?.productName,
        tenantName: loaderData?.tenantName ?? undefined,
        subtitle: `${loaderData?.errorPageTitle ?? "Error"} ${status}`,
      }),
    },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useShellData();
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const { preference, effective } = useColorMode(shell?.colorMode);
  useApplyColorMode(effective, preference);
  const language = shell?.locale ?? i18n.language;

  return (
    <html
      lang={language}
      dir={i18n.dir(language)}
      className={effective === "dark" ? "dark" : undefined}
      data-color-mode={effective}
      // The head script may add "dark" before hydration when following the OS.
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorModeScript />
        <Meta />
        <Links />
        <TranslationPreloads language={isLanguage(language) ? language : fallbackLanguage} />
        <ErrorReportingConfig settings={shell?.errorReporting} signedIn={Boolean(shell?.user)} />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useRouteTranslations();
  const { i18n } = useTranslation();
  const { effective } = useColorMode(loaderData.colorMode);
  useCloseOverlaysOnNavigation();
  useSupportChat(loaderData.supportChat, loaderData.user, loaderData.supportChatUserHash);
  useErrorReportingTenant(loaderData.user);
  useUsageAnalytics(loaderData.usageAnalytics);

  useEffect(() => {
    if (i18n.language !== loaderData.locale) void i18n.changeLanguage(loaderData.locale);
  }, [i18n, loaderData.locale]);

  return (
    <>
      <LoadingBar />
      <Outlet />
      <FlashToaster toast={loaderData.toast} colorMode={effective} />
    </>
  );
}

/** Unknown paths and failures above the layouts: inside the shell for a signed-in user. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useShellData();
  if (shell?.user) return <ShellErrorBoundary error={error} />;
  return <ErrorScreen error={error} />;
}
