import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/class-names";

/** The bordered table of each designer section, named by its (visually hidden) caption. */
export function DesignTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {head.map((label, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <th key={index} scope="col" className="px-3 py-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-2 align-middle", className)} {...props} />;
}

export function RowHeader({ className, ...props }: ComponentProps<"th">) {
  return <th scope="row" className={cn("px-3 py-2 font-medium", className)} {...props} />;
}
