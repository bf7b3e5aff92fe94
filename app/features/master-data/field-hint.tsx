import type { ReactNode } from "react";

/** The small print under a control, linked to it with aria-describedby. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}
