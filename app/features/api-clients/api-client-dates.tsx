import { formatDate, formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { expirationDay } from "./api-client-input";

/**
 * The day a client expires at the end of: the day the form chose. Its last moment is 23:59:59
 * UTC (spec section 5), already the next day in Brussels, so the day is shown as chosen.
 */
export function ExpirationDate({ expirationDate }: { expirationDate: string | null }) {
  const { t, i18n } = useTranslation("api-clients");
  if (!expirationDate)
    return <span className="text-muted-foreground">{t("table.noExpiration")}</span>;
  return (
    <time dateTime={expirationDate}>
      {formatDate(expirationDay(expirationDate), i18n.language)}
    </time>
  );
}

/** When the client last got a token or called the API, in Brussels time; or "Never". */
export function LastUsed({ lastUsedAt }: { lastUsedAt: string | null }) {
  const { t, i18n } = useTranslation("api-clients");
  if (!lastUsedAt) return <span className="text-muted-foreground">{t("table.never")}</span>;
  return <time dateTime={lastUsedAt}>{formatDateTime(lastUsedAt, i18n.language)}</time>;
}
