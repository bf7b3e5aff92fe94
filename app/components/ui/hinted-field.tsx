import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldHint } from "~/features/master-data/field-hint";
import { cn } from "~/lib/class-names";
import { FieldErrors } from "./form-field";

/** A labelled control with its hint and errors; the control is given the hint's id. */
export function HintedField({
  field,
  label,
  hint,
  translate,
  className,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint: string;
  translate: (message: string) => string;
  className?: string;
  children: (describedBy: string) => ReactNode;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      {children(hintId)}
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldErrors id={field.errorId} errors={field.errors?.map(translate)} />
    </div>
  );
}
