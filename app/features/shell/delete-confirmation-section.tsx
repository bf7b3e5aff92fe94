import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/class-names";

/**
 * A list page's "delete this one?" card, opened by `?delete={id}#{id}`: its heading, a link
 * back that cancels, and the confirmation form as children.
 */
export function DeleteConfirmationSection({
  id,
  heading,
  cancelLabel,
  cancelTo,
  className,
  children,
}: {
  /** The section's id, the URL fragment the table's delete links point at. */
  id: string;
  heading: string;
  cancelLabel: string;
  cancelTo: string;
  /** Extra classes of the card. */
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20">
      <Card className={cn("flex flex-col gap-4 p-5 sm:p-6", className)}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {heading}
          </h2>
          <Link to={cancelTo} className={buttonClassName({ variant: "ghost", size: "sm" })}>
            {cancelLabel}
          </Link>
        </div>
        {children}
      </Card>
    </section>
  );
}
