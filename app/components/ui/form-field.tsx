import type { ReactNode } from "react";
import { cn } from "~/lib/class-names";

/** What a conform field gives the label and its errors. */
type FieldIds = { id: string; errorId: string; errors?: string[] };

/**
 * A label, its control, and the control's errors (linked through the field's `errorId`);
 * `translate` turns the schema's message keys into text.
 */
export function FormField({
  label,
  field,
  translate,
  className,
  children,
}: {
  label: ReactNode;
  field: FieldIds;
  translate: (message: string) => ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldErrors id={field.errorId} errors={field.errors?.map(translate)} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: readonly ReactNode[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-sm text-red-700 dark:text-red-400">
      {errors.map((error, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: messages have no identity of their own
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}

/** Errors about the whole form, announced when they appear. */
export function FormErrors({ id, errors }: { id: string; errors?: readonly ReactNode[] }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {errors.map((error, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: messages have no identity of their own
        <p key={index}>{error}</p>
      ))}
    </div>
  );
}
