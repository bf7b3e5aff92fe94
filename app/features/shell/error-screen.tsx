import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { decodedPath } from "~/lib/decoded-path";
import { useTranslation } from "~/lib/use-translation";

const statusKeys = {
  400: "status.400",
  401: "status.401",
  403: "status.403",
  404: "status.404",
  405: "status.405",
  413: "status.413",
  429: "status.429",
  500: "status.500",
  502: "status.502",
  503: "status.503",
} as const;

function isKnownStatus(status: number): status is keyof typeof statusKeys {
  return status in statusKeys;
}

/** What the generic error screen shows for a thrown value. */
export function describeError(error: unknown) {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" ? error.data : undefined;
    return { status: error.status, statusText: error.statusText, message };
  }
  return {
    status: 500,
    statusText: "Internal Server Error",
    // Details of unexpected errors stay in the server log, except while developing.
    message: import.meta.env.DEV && error instanceof Error ? error.message : undefined,
  };
}

/**
 * Spec section 2, generic error screen: status code, status message, the message only when it
 * differs from the status message, and "Back to home" to '/'. Every 404 is the spec's
 * 'Page Not Found: {path}', with the API's own message ('Order inquiry with ID … not found')
 * below it when the page's record is what was missing.
 */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation("errors");
  const location = useLocation();
  const { status, statusText, message } = describeError(error);
  const statusMessage = isKnownStatus(status) ? t(statusKeys[status]) : statusText;
  const notFound = status === 404 ? t("notFound", { path: decodedPath(location.pathname) }) : null;
  const showMessage =
    message && message !== statusText && message !== statusMessage && message !== notFound;

  return (
    <div className="flex flex-col items-center justify-center gap-6 py-12 text-center">
      <div className="space-y-2">
        <p className="text-6xl font-bold tracking-tight text-primary">{status}</p>
        <h1 className="text-2xl font-semibold">{statusMessage || t("unexpected")}</h1>
        {notFound ? <p className="max-w-prose text-muted-foreground">{notFound}</p> : null}
        {showMessage ? <p className="max-w-prose text-muted-foreground">{message}</p> : null}
      </div>
      {/* A document navigation: it also clears the error of a boundary above the router state. */}
      <Link to="/" reloadDocument className={buttonClassName()}>
        {t("backToHome")}
      </Link>
    </div>
  );
}

/** The error screen on a page of its own: no layout around it (signed out, popups, sign-in). */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col justify-center bg-background p-6">
      <ErrorMessage error={error} />
    </main>
  );
}
