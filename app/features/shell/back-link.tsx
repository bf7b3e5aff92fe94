import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The quiet "← Back to …" link above the heading of a page of its own. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
