import { useTranslation } from "~/lib/use-translation";
import type { ErrorBreakdown } from "../../../server/contracts/analytics/error-breakdown";

/** The period's errors in all, and per kind with its share. */
export function ErrorGroups({ errors }: { errors: ErrorBreakdown }) {
  const { t, i18n } = useTranslation("dashboard");
  const number = new Intl.NumberFormat(i18n.language);
  const share = new Intl.NumberFormat(i18n.language, {
    style: "percent",
    maximumFractionDigits: 1,
  });
  return (
    <dl className="grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium">{t("errors.total")}</dt>
      <dd className="text-right tabular-nums font-medium">{number.format(errors.total)}</dd>
      <dd />
      {errors.groups.map((group) => (
        <div key={group.key} className="contents">
          <dt>{t(`series.${group.key}` as "series.ai", { defaultValue: group.label })}</dt>
          <dd className="text-right tabular-nums">{number.format(group.count)}</dd>
          <dd className="text-right tabular-nums text-muted-foreground">
            {share.format(group.ratio)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
