import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import { withParams } from "./entry-list-query";
import { EntryValue } from "./entry-value";
import { entryLabel, type PlacedField } from "./field-layout";
import type { SelectedTypeData } from "./load-reference-data-page.server";

const numericKinds = new Set(["decimal", "integer"]);

/** One page of entries; a column's header is a link that sorts by it (again: the other way). */
export function EntriesTable({
  selected,
  canWrite,
}: {
  selected: SelectedTypeData;
  canWrite: boolean;
}) {
  const { t } = useTranslation("reference-data");
  const [searchParams] = useSearchParams();
  const { layout, entries, query } = selected;
  const sortedBy = layout.columns.some((column) => column.key === query.sort) ? query.sort : "";

  const sortLink = (column: PlacedField) =>
    withParams(searchParams, {
      sort: column.key,
      order: sortedBy === column.key && query.order === "asc" ? "desc" : "asc",
      page: null,
    });
  const editLink = (id: string) =>
    `${withParams(searchParams, { entry: id, new: null })}#entry-editor`;

  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{layout.type.name}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground">
          <tr>
            {layout.columns.map((column) => {
              const sorted = sortedBy === column.key;
              const Icon = !sorted ? ArrowUpDown : query.order === "asc" ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    sorted ? (query.order === "asc" ? "ascending" : "descending") : undefined
                  }
                  className={cn(
                    "px-4 py-2 font-medium",
                    numericKinds.has(column.kind) && "text-right",
                  )}
                >
                  <Link
                    to={sortLink(column)}
                    className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {column.label}
                    <Icon aria-hidden="true" className={cn("size-3.5", !sorted && "opacity-40")} />
                  </Link>
                </th>
              );
            })}
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">{t("table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.data.map((entry) => {
            const name = entryLabel(layout, entry.values);
            return (
              <tr
                key={entry.id}
                aria-current={entry.id === selected.entry?.id ? "true" : undefined}
                className="aria-[current]:bg-primary/5"
              >
                {layout.columns.map((column, index) => {
                  const Cell = index === 0 ? "th" : "td";
                  return (
                    <Cell
                      key={column.key}
                      scope={index === 0 ? "row" : undefined}
                      className={cn(
                        "px-4 py-2.5 align-top",
                        index === 0 && "font-medium",
                        numericKinds.has(column.kind) && "text-right",
                      )}
                    >
                      <EntryValue column={column} value={entry.values[column.key]} />
                    </Cell>
                  );
                })}
                <td className="px-4 py-1.5 text-right">
                  <Link
                    to={editLink(entry.id)}
                    className={buttonClassName({ variant: "ghost", size: "sm" })}
                  >
                    <Pencil aria-hidden="true" />
                    {canWrite ? t("table.edit") : t("table.view")}
                    <span className="sr-only"> {name}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
