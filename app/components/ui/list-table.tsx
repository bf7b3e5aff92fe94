import type { ReactNode } from "react";

/** Classes of a cell of a `ListTable`. */
export const listCellClassName = "px-3 py-3";

/**
 * An admin list: a bordered table with a hidden caption, an upper-case header row and a last,
 * unlabelled column for each row's actions (named for screen readers). The rows are the children.
 */
export function ListTable({
  caption,
  columns,
  actionsLabel,
  children,
}: {
  caption: string;
  columns: readonly string[];
  actionsLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={`${listCellClassName} font-medium`}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${listCellClassName} font-medium`}>
              <span className="sr-only">{actionsLabel}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
