import { type CSSProperties, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast as showToast, Toaster } from "sonner";
import type { ColorMode } from "~/lib/color-mode";
import type { Toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { StaticFlashToast } from "./static-flash-toast";

/** Spec sections 2 and 9: bottom-right, 5000 ms, at most 5, closable, 16px gap. */
export const toasterSettings = {
  position: "bottom-right",
  duration: 5000,
  visibleToasts: 5,
  gap: 16,
} as const;

function show(toast: Toast) {
  // The remaining-time bar (app.css) runs for as long as the toast lives.
  const style = {
    "--toast-duration": `${toast.duration ?? toasterSettings.duration}ms`,
  } as CSSProperties;
  const options = {
    id: toast.id,
    // The bar rides along in the description: sonner's own ::after is its hover bridge.
    description: (
      <>
        {toast.description}
        <span aria-hidden="true" className="fennec-toast-progress" />
      </>
    ),
    duration: toast.duration,
    style,
  };
  switch (toast.type) {
    case "success":
      return showToast.success(toast.title, options);
    case "info":
      return showToast.info(toast.title, options);
    case "warning":
      return showToast.warning(toast.title, options);
    case "error":
      return showToast.error(toast.title, options);
    default:
      return showToast(toast.title, options);
  }
}

/**
 * Sonner's toaster, fed by the flash toast of the root loader. Until React runs (or
 * without JavaScript) the flashed toast is rendered as plain HTML instead.
 */
export function FlashToaster({ toast, colorMode }: { toast: Toast | null; colorMode: ColorMode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();

  useEffect(() => {
    // The id makes a second call (React strict mode, revalidation) update rather than duplicate.
    if (toast) show(toast);
  }, [toast]);

  return (
    <>
      <Toaster
        {...toasterSettings}
        theme={colorMode}
        closeButton
        containerAriaLabel={t("toast.notifications")}
        toastOptions={{
          closeButtonAriaLabel: t("toast.close"),
          className: "fennec-toast",
        }}
      />
      {toast && !hydrated ? <StaticFlashToast toast={toast} /> : null}
    </>
  );
}
