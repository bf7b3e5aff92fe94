import type { ReactNode } from "react";
import { cn } from "~/lib/class-names";

/** Classes of a body cell of a `PlainTable`. */
export const plainCellClassName = "px-4 py-3 align-top";

/** A bordered table with a hidden caption and a header row; the rows are the children. */
export function PlainTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: ReadonlyArray<{ label: ReactNode; numeric?: boolean }>;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                key={index}
                scope="col"
                className={cn("px-4 py-3 font-medium", column.numeric && "text-right")}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
