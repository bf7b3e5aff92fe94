import { Link } from "react-router";
import { PageHeader } from "~/features/shell/page-header";
import { useTranslation } from "~/lib/use-translation";
import { DashboardChart } from "./dashboard-chart";
import { DashboardPeriodForm } from "./dashboard-period-form";
import { ErrorGroups } from "./error-groups";
import { KpiCard } from "./kpi-card";
import type { DashboardPageData } from "./load-dashboard-page.server";
import { TenantOverview } from "./tenant-overview";

/**
 * /admin: how many orders came in and went through, how long they waited, how well the AI read
 * them, where errors happened and whether the team uses Fennec (decision 049 defines each
 * figure). Every chart is SVG drawn on the server, with its figures in a table beneath.
 */
export function DashboardPage({ data }: { data: DashboardPageData }) {
  const { t, i18n } = useTranslation("dashboard");
  const { totals, figures } = data;
  const day = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeZone: figures?.throughput.meta.timeZone,
  });
  const lastInstant = (end: string) => new Date(new Date(end).getTime() - 1);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader heading={t("heading")} intro={t("intro")} />
      <DashboardPeriodForm values={data.values} lastResult={data.result} tenantId={data.tenantId} />
      {data.tenantId && totals ? (
        <p className="text-sm">
          {t("tenants.other", { name: totals.tenant.name })}{" "}
          <Link to="/admin#tenants" className="underline underline-offset-4">
            {t("tenants.back")}
          </Link>
        </p>
      ) : null}

      {totals && figures ? (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {t("period.showing", {
              from: day.format(new Date(totals.start)),
              till: day.format(lastInstant(totals.end)),
              granularity: t(`granularity.${figures.throughput.meta.granularity}`),
            })}
          </p>
          <section aria-labelledby="dashboard-totals-heading" className="flex flex-col gap-3">
            <h2 id="dashboard-totals-heading" className="text-lg font-semibold">
              {t("totals.heading")}
            </h2>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              <KpiCard label={t("totals.emails")} value={totals.emails} />
              <KpiCard label={t("totals.orders")} value={figures.orders.value} />
              <KpiCard label={t("totals.lines")} value={figures.orderLines.value} />
              <KpiCard label={t("totals.sent")} value={figures.sent.value} />
              <KpiCard label={t("totals.channels")} value={figures.channels.value} />
            </div>
          </section>

          <div className="grid gap-6 lg:grid-cols-2">
            <DashboardChart
              id="throughput"
              heading={t("throughput.heading")}
              about={t("throughput.about")}
              meta={figures.throughput.meta}
              timestamps={figures.throughput.timestamps}
              series={figures.throughput.series}
              unit="count"
            />
            <DashboardChart
              id="accuracy"
              heading={t("accuracy.heading")}
              about={t("accuracy.about")}
              meta={figures.accuracy.meta}
              timestamps={figures.accuracy.timestamps}
              series={figures.accuracy.series}
              unit="percent"
            />
            <DashboardChart
              id="processing"
              heading={t("processing.heading")}
              about={t("processing.about")}
              meta={figures.processing.meta}
              timestamps={figures.processing.timestamps}
              series={figures.processing.series}
              unit="minutes"
            />
            <DashboardChart
              id="backlog"
              heading={t("backlog.heading")}
              about={t("backlog.about")}
              meta={figures.processing.meta}
              timestamps={figures.processing.timestamps}
              series={[
                { key: "backlog", label: t("series.backlog"), values: figures.processing.backlog },
              ]}
              unit="count"
            />
            <DashboardChart
              id="errors"
              heading={t("errors.heading")}
              about={t("errors.about")}
              meta={figures.errors.meta}
              timestamps={figures.errors.timestamps}
              series={figures.errors.series.map((line) => ({ ...line, label: line.key }))}
              unit="count"
            >
              <ErrorGroups errors={figures.errors} />
            </DashboardChart>
            <DashboardChart
              id="adoption"
              heading={t("adoption.heading")}
              about={t("adoption.about")}
              meta={figures.adoption.meta}
              timestamps={figures.adoption.timestamps}
              series={figures.adoption.series}
              unit="decimal"
            />
          </div>

          {data.tenants ? (
            <TenantOverview
              rows={data.tenants.data}
              meta={data.tenants.meta}
              query={data.tenants.query}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
