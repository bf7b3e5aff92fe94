import { lazy, Suspense, useCallback, useState } from "react";
import type { ColorMode } from "~/lib/color-mode";
import type { Toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { StaticFlashToast } from "./static-flash-toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/**
 * Sonner's toaster, fed by the flash toast of the root loader, loaded with the first toast
 * (decision 030). Until it shows that toast (or without JavaScript) the flashed toast is
 * rendered as plain HTML instead.
 */
export function FlashToaster({ toast, colorMode }: { toast: Toast | null; colorMode: ColorMode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // Once sonner is there it stays: its toasts outlive the navigation that brought them.
  const [wanted, setWanted] = useState(false);
  const [shownId, setShownId] = useState<string | null>(null);
  if (hydrated && toast && !wanted) setWanted(true);
  const toastId = toast?.id ?? null;
  const onShown = useCallback(() => setShownId(toastId), [toastId]);

  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <SonnerToaster
            toast={toast}
            colorMode={colorMode}
            labels={{ notifications: t("toast.notifications"), close: t("toast.close") }}
            onShown={onShown}
          />
        </Suspense>
      ) : null}
      {toast && !(hydrated && shownId === toast.id) ? <StaticFlashToast toast={toast} /> : null}
    </>
  );
}
