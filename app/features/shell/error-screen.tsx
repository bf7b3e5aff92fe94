import { isRouteErrorResponse, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
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
 * Spec section 2, generic error screen: status code, status message, the message only
 * when it differs from the status message, and "Back to home" to '/'.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation("errors");
  const { status, statusText, message } = describeError(error);
  const statusMessage = isKnownStatus(status) ? t(statusKeys[status]) : statusText;
  const showMessage = message && message !== statusText && message !== statusMessage;

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background p-6 text-center"
    >
      <div className="space-y-2">
        <p className="text-6xl font-bold tracking-tight text-primary">{status}</p>
        <h1 className="text-2xl font-semibold">{statusMessage || t("unexpected")}</h1>
        {showMessage ? <p className="max-w-prose text-muted-foreground">{message}</p> : null}
      </div>
      {/* A document navigation: it also clears the error of a boundary above the router state. */}
      <Link to="/" reloadDocument className={buttonClassName()}>
        {t("backToHome")}
      </Link>
    </main>
  );
}
