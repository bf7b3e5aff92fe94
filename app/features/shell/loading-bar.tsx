import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/lib/use-translation";

/** Spec section 2: the loading bar during page transitions. */
export const loadingBar = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

type Phase = "idle" | "running" | "finishing" | "hiding";

/**
 * A thin bar at the top of the page while a navigation is under way. Quick navigations
 * (under the throttle) show nothing; a slow one trickles towards 90% over the duration,
 * jumps to 100% when done, fades out after the hide delay and resets after the reset delay.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");
  const [started, setStarted] = useState(false);
  const shownRef = useRef(false);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (busy) {
      timers.push(
        setTimeout(() => {
          shownRef.current = true;
          setStarted(false);
          setPhase("running");
          // Next frame: start the width transition from 0.
          timers.push(setTimeout(() => setStarted(true), 16));
        }, loadingBar.throttleMs),
      );
    } else if (shownRef.current) {
      shownRef.current = false;
      setPhase("finishing");
      timers.push(
        setTimeout(() => {
          setPhase("hiding");
          timers.push(
            setTimeout(() => {
              setPhase("idle");
              setStarted(false);
            }, loadingBar.resetDelayMs),
          );
        }, loadingBar.hideDelayMs),
      );
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [busy]);

  if (phase === "idle") return null;

  const width = phase === "running" ? (started ? "90%" : "0%") : "100%";
  const transition =
    phase === "running"
      ? `width ${loadingBar.durationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1)`
      : "width 200ms ease-out, opacity 300ms ease-out";

  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      aria-busy={phase === "running"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100]"
      style={{ height: loadingBar.heightPx }}
    >
      <div
        className="h-full bg-primary shadow-[0_0_8px_var(--color-primary)]"
        style={{ width, transition, opacity: phase === "hiding" ? 0 : 1 }}
      />
    </div>
  );
}
