import { ArrowDown, ArrowUp, ArrowUpDown, Search } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { PageMetaPagination } from "~/components/ui/page-meta-pagination";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { cn } from "~/lib/class-names";
import { queryWith } from "~/lib/query-string";
import { useTranslation } from "~/lib/use-translation";
import type { TenantOverviewRow } from "../../../server/contracts/analytics/tenant-overview";
import type { PageMeta } from "../../../server/contracts/paging/page-meta";
import { type OverviewQuery, type OverviewSort, overviewSortLink } from "./tenant-overview-query";

const COLUMNS: readonly OverviewSort[] = [
  "name",
  "channels",
  "orders",
  "orderLines",
  "sentToIntegration",
  "churnRisk",
  "lastOnlineAt",
];

/**
 * Every tenant of the platform for platform administrators: volumes of the period, churn risk
 * with the parts that make it, last online; searchable, sortable, paged; each tenant opens its
 * own dashboard.
 */
export function TenantOverview({
  rows,
  meta,
  query,
}: {
  rows: readonly TenantOverviewRow[];
  meta: PageMeta;
  query: OverviewQuery;
}) {
  const { t, i18n } = useTranslation("dashboard");
  const [searchParams] = useSearchParams();
  const number = new Intl.NumberFormat(i18n.language);
  const kept = ["period", "from", "till"].flatMap((name) => {
    const value = searchParams.get(name);
    return value ? [[name, value]] : [];
  });
  return (
    <section aria-labelledby="tenants-heading" id="tenants" className="scroll-mt-4">
      <Card className="flex flex-col gap-4 p-5">
        <div>
          <h2 id="tenants-heading" className="text-lg font-semibold">
            {t("tenants.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("tenants.about")}</p>
        </div>
        <Form
          method="get"
          role="search"
          aria-label={t("tenants.searchLabel")}
          className="flex gap-2"
        >
          {kept.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="tenants-search" className="sr-only">
            {t("tenants.search")}
          </label>
          <Input
            id="tenants-search"
            type="search"
            name="search"
            defaultValue={query.search}
            className="max-w-xs"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            {t("tenants.search")}
          </Button>
        </Form>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("tenants.empty")}</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("tenants.caption")}</caption>
              <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground">
                <tr>
                  {COLUMNS.map((column) => {
                    const sorted = query.sort === column;
                    const Icon = !sorted
                      ? ArrowUpDown
                      : query.order === "asc"
                        ? ArrowUp
                        : ArrowDown;
                    return (
                      <th
                        key={column}
                        scope="col"
                        aria-sort={
                          sorted ? (query.order === "asc" ? "ascending" : "descending") : undefined
                        }
                        className={cn("px-3 py-2 font-medium", column !== "name" && "text-right")}
                      >
                        <Link
                          to={overviewSortLink(searchParams, query, column)}
                          className="inline-flex items-center gap-1 hover:text-foreground"
                        >
                          {t(`tenants.columns.${column}`)}
                          <Icon
                            aria-hidden="true"
                            className={cn("size-3.5", !sorted && "opacity-40")}
                          />
                        </Link>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((row) => (
                  <tr key={row.tenantId} className="align-top">
                    <th scope="row" className="px-3 py-2 font-medium">
                      <Link
                        to={`?${queryWith(new URLSearchParams(kept), { tenantId: row.tenantId })}`}
                        className="underline underline-offset-4"
                      >
                        {row.name}
                      </Link>
                    </th>
                    {[row.channels, row.orders, row.orderLines, row.sentToIntegration].map(
                      (value, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the columns in order
                        <td key={index} className="px-3 py-2 text-right tabular-nums">
                          {number.format(value)}
                        </td>
                      ),
                    )}
                    <td className="px-3 py-2 text-right">
                      <details>
                        <summary className="cursor-pointer tabular-nums">
                          {t("tenants.risk", { score: number.format(Math.round(row.churnRisk)) })}
                        </summary>
                        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-left text-xs text-muted-foreground">
                          {row.churnRiskParts.map((part) => (
                            <div key={part.key} className="contents">
                              <dt>{t(`tenants.parts.${part.key}`)}</dt>
                              <dd className="text-right tabular-nums">
                                {t("tenants.points", {
                                  points: number.format(Math.round(part.points * 10) / 10),
                                  weight: part.weight,
                                })}
                              </dd>
                            </div>
                          ))}
                        </dl>
                      </details>
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      {row.lastOnlineAt
                        ? formatDateTime(row.lastOnlineAt, i18n.language)
                        : t("tenants.never")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PageMetaPagination
          meta={meta}
          label={t("tenants.pages")}
          summary={(range) => t("tenants.summary", range)}
          previousLabel={t("tenants.previous")}
          nextLabel={t("tenants.next")}
        />
      </Card>
    </section>
  );
}
