import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/class-names";

/**
 * A labelled group of submit buttons, one per choice; the current one is pressed.
 * Being plain submit buttons, it works without JavaScript.
 */
export function SegmentedControl({
  legend,
  hideLegend = false,
  className,
  children,
}: {
  legend: string;
  hideLegend?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend
        className={cn("mb-1.5 text-xs font-medium text-muted-foreground", hideLegend && "sr-only")}
      >
        {legend}
      </legend>
      <div className="inline-flex rounded-lg border border-border bg-muted p-0.5">{children}</div>
    </fieldset>
  );
}

export function SegmentedControlButton({
  pressed,
  className,
  ...props
}: Omit<ComponentProps<"button">, "type"> & { pressed: boolean }) {
  return (
    <button
      type="submit"
      aria-pressed={pressed}
      className={cn(
        "inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2.5 py-1 text-sm text-muted-foreground transition-colors",
        "hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-4",
        pressed && "bg-card text-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}
