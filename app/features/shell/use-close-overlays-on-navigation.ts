import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Spec section 2: open overlays are closed on each route change. Menus and the mobile
 * sidebar are HTML popovers, dialogs are <dialog>; closing them all here means no
 * overlay has to remember to do it itself.
 */
export function useCloseOverlaysOnNavigation() {
  const location = useLocation();
  // Not on hydration: a menu opened before the scripts arrived (popovers need none) stays open.
  const previousKey = useRef(location.key);
  useEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    for (const popover of document.querySelectorAll<HTMLElement>("[popover]")) {
      if (popover.matches(":popover-open")) popover.hidePopover();
    }
    for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[open]")) {
      dialog.close();
    }
  }, [location.key]);
}
