import { plainCellClassName as cell, PlainTable } from "~/components/ui/plain-table";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { formatDuration } from "./order-delivery-lines";
import type { DeliveryAttempt } from "./order-delivery-schema";

/** Every call made for one delivery, oldest first: when, what, how it went, how long, why. */
export function OrderDeliveryAttempts({
  attempts,
  caption,
}: {
  attempts: readonly DeliveryAttempt[];
  caption: string;
}) {
  const { t, i18n } = useTranslation("order-inquiries");
  if (attempts.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("delivery.attempts.none")}</p>;
  }
  return (
    <PlainTable
      caption={caption}
      columns={[
        { label: t("delivery.attempts.at") },
        { label: t("delivery.attempts.kind") },
        { label: t("delivery.attempts.outcome") },
        { label: t("delivery.attempts.duration"), numeric: true },
        { label: t("delivery.attempts.reason") },
      ]}
    >
      {attempts.map((attempt, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: attempts have no id in the answer
        <tr key={index}>
          <td className={cell}>
            <time dateTime={attempt.at} className="whitespace-nowrap">
              {formatDateTime(attempt.at, i18n.language)}
            </time>
          </td>
          <td className={cell}>
            {t(`delivery.attempts.kinds.${attempt.kind}`, { defaultValue: attempt.kind })}
          </td>
          <td className={cell}>
            {t(`delivery.attempts.outcomes.${attempt.outcome}`, { defaultValue: attempt.outcome })}
          </td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
            {formatDuration(attempt.duration_ms, i18n.language)}
          </td>
          <td className={`${cell} break-words`}>{attempt.reason ?? ""}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
