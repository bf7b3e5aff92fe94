import { type ReactNode, useId } from "react";
import { cn } from "~/lib/class-names";
import { useHydrated } from "~/lib/use-hydrated";
import { ModalDialog } from "./modal-dialog";

/**
 * A part of a page that opens as a dialog once JavaScript runs, and without it is a section of
 * the page with the same heading: the same controls, named the same, either way.
 */
export function DialogOrSection({
  title,
  open,
  onClose,
  heading: Heading = "h2",
  className,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The section's heading level without JavaScript, as the page around it needs. */
  heading?: "h2" | "h3";
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const headingId = useId();
  if (hydrated) {
    return (
      <ModalDialog open={open} onClose={onClose} title={title}>
        {children}
      </ModalDialog>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-3 rounded-xl border border-border", className)}
    >
      <Heading
        id={headingId}
        className={Heading === "h2" ? "text-lg font-semibold" : "text-base font-semibold"}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
