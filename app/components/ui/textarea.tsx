import type { ComponentProps } from "react";
import { cn } from "~/lib/class-names";
import { inputClassName } from "./input";

export function Textarea({ className, rows = 3, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea rows={rows} className={cn(inputClassName, "h-auto py-2", className)} {...props} />
  );
}
