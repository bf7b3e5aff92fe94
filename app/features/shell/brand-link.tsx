import { Link } from "react-router";
import { cn } from "~/lib/class-names";
import { useShellData } from "./use-shell-data";

/** The product mark and name, linking home. */
export function BrandLink({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const productName = useShellData()?.productName ?? "Fennec";
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-primary",
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span className={cn(compact && "sr-only")}>{productName}</span>
    </Link>
  );
}
