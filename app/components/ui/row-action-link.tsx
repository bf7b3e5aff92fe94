import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "./button";

/** A small link in a table row ("Edit", "Delete"), saying to screen readers which row it acts on. */
export function RowActionLink({
  to,
  icon: Icon,
  label,
  rowName,
  preventScrollReset,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  /** The row's name, read after the label ("Edit Main ERP"). */
  rowName: string;
  preventScrollReset?: boolean;
}) {
  return (
    <Link
      to={to}
      preventScrollReset={preventScrollReset}
      className={buttonClassName({ variant: "ghost", size: "sm" })}
    >
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only"> {rowName}</span>
    </Link>
  );
}
