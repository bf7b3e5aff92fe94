import { TrendingDown, TrendingUp } from "lucide-react";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/lib/use-translation";
import type { KpiValue } from "../../../server/contracts/analytics/kpi";

/** One total of the period with its change against the previous period of the same length. */
export function KpiCard({ label, value }: { label: string; value: KpiValue }) {
  const { t, i18n } = useTranslation("dashboard");
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const delta = value.deltaPct;
  return (
    <Card className="flex flex-col gap-1 p-4">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className="text-2xl font-semibold tabular-nums">{number.format(value.current)}</p>
      <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        {delta === null ? (
          t("kpi.noEarlier")
        ) : (
          <>
            {delta > 0 ? <TrendingUp aria-hidden="true" className="size-3.5" /> : null}
            {delta < 0 ? <TrendingDown aria-hidden="true" className="size-3.5" /> : null}
            {t("kpi.change", { change: percent.format(delta) })}
          </>
        )}
      </p>
    </Card>
  );
}
