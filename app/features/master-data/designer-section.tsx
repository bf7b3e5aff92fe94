import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";

/**
 * One part of the asset-type designer: a region named by its heading (and reachable by its
 * `id` as a fragment), with the refusals of its row buttons above its contents.
 */
export function DesignerSection({
  id,
  heading,
  description,
  errors,
  actions,
  children,
}: {
  id: string;
  heading: string;
  description?: string;
  errors?: readonly string[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <h2 id={`${id}-heading`} className="text-lg font-semibold">
              {heading}
            </h2>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {actions}
        </div>
        <FormErrors id={`${id}-errors`} errors={errors} />
        {children}
      </Card>
    </section>
  );
}

/** A message for a list with nothing in it yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
