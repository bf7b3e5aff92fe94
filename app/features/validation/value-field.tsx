import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { FieldErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/class-names";
import { ConfidenceBadge } from "./confidence-badge";
import type { AiValue, Provenance } from "./order-api.server";
import type { OrderFormShape } from "./order-form-shape";

/**
 * One value of the order: its label, its control, how sure the AI was of it (when the AI filled
 * it in) and its errors. Focus in it tells the source pane where the value came from.
 */
export function ValueField({
  label,
  field,
  ai,
  translate,
  onFocusValue,
  showPlace = true,
  className,
  children,
}: {
  label: ReactNode;
  field: { id: string; errorId: string; errors?: string[] };
  ai: AiValue | null | undefined;
  translate: (message: string) => ReactNode;
  onFocusValue: (provenance: Provenance | null) => void;
  /** Whether to name where the value was read (once per line is enough). */
  showPlace?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus of the control inside, not of the group
    <div
      className={cn("flex min-w-0 flex-col gap-1.5", className)}
      onFocus={() => onFocusValue(ai?.provenance ?? null)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <label htmlFor={field.id} className="text-sm font-medium">
          {label}
        </label>
        {ai ? (
          <ConfidenceBadge
            confidence={ai.confidence}
            absent={ai.absent}
            provenance={showPlace ? ai.provenance : undefined}
            onShowSource={onFocusValue}
          />
        ) : null}
      </div>
      {children}
      <FieldErrors id={field.errorId} errors={field.errors?.map(translate)} />
    </div>
  );
}

/** A value typed in a plain input (text or date): the order reference, a quantity, a unit … */
export function TextValueField({
  field,
  type = "text",
  inputProps,
  ...props
}: Omit<ComponentProps<typeof ValueField>, "children" | "field"> & {
  field: FieldMetadata<string | undefined, OrderFormShape, string[]>;
  type?: "text" | "date";
  inputProps?: ComponentProps<"input">;
}) {
  return (
    <ValueField field={field} {...props}>
      <Input {...getInputProps(field, { type })} key={field.key} {...inputProps} />
    </ValueField>
  );
}
