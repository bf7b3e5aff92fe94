import { X } from "lucide-react";
import type { Toast } from "~/lib/toast";
import { useTranslation } from "~/lib/use-translation";

/**
 * The flashed toast as server-rendered HTML, for browsers without JavaScript (sonner
 * takes over once React runs). Closing and the time-out are pure CSS: a checkbox hides
 * it, an animation counts down the 5 seconds and then fades it out.
 */
export function StaticFlashToast({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("toast.notifications")}
      className="fennec-static-toast fixed right-4 bottom-4 z-50 w-[calc(100%-2rem)] sm:w-96 has-[:checked]:hidden"
      style={toast.duration ? { animationDelay: `${toast.duration}ms` } : undefined}
    >
      <div
        role="status"
        data-type={toast.type}
        className="relative overflow-hidden rounded-lg border border-border bg-card p-4 pr-10 text-sm text-card-foreground shadow-lg"
      >
        <p className="font-medium">{toast.title}</p>
        {toast.description ? (
          <p className="mt-1 text-muted-foreground">{toast.description}</p>
        ) : null}
        {/* The checkbox is the close control itself (transparent, over the icon). */}
        <input
          type="checkbox"
          aria-label={t("toast.close")}
          className="peer absolute top-2 right-2 z-10 size-7 cursor-pointer appearance-none rounded-md focus-visible:outline-2 focus-visible:outline-primary"
        />
        <X
          aria-hidden="true"
          className="pointer-events-none absolute top-3.5 right-3.5 size-4 text-muted-foreground peer-hover:text-foreground"
        />
        <span aria-hidden="true" className="fennec-toast-progress" />
      </div>
    </section>
  );
}
