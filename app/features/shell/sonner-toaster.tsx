import { type CSSProperties, useEffect } from "react";
import { toast as showToast, Toaster } from "sonner";
import type { ColorMode } from "~/lib/color-mode";
import type { Toast } from "~/lib/toast";

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
 * Sonner's toaster showing the flash toast of the root loader. Its own chunk, loaded by
 * FlashToaster when the first toast comes: most pages show none.
 */
export default function SonnerToaster({
  toast,
  colorMode,
  labels,
  onShown,
}: {
  toast: Toast | null;
  colorMode: ColorMode;
  labels: { notifications: string; close: string };
  onShown: () => void;
}) {
  useEffect(() => {
    // The id makes a second call (React strict mode, revalidation) update rather than duplicate.
    if (toast) show(toast);
    onShown();
  }, [toast, onShown]);

  return (
    <Toaster
      {...toasterSettings}
      theme={colorMode}
      closeButton
      containerAriaLabel={labels.notifications}
      toastOptions={{ closeButtonAriaLabel: labels.close, className: "fennec-toast" }}
    />
  );
}
