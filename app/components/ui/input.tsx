import type { ComponentProps } from "react";
import { cn } from "~/lib/class-names";

export const inputClassName = cn(
  "h-10 w-full rounded-md border border-border bg-background px-3 text-sm shadow-xs",
  "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-primary",
  "aria-invalid:border-red-600 dark:aria-invalid:border-red-400 disabled:opacity-50",
);

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClassName, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(inputClassName, "pr-8", className)} {...props} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-4 shrink-0 rounded border-border accent-primary focus-visible:outline-2 focus-visible:outline-primary",
        className,
      )}
      {...props}
    />
  );
}
