import { useTranslation } from "react-i18next";

/** The poller's last error in full, or that there is none. */
export function ChannelLastError({ error }: { error: string | null }) {
  const { t } = useTranslation("channels");
  if (!error) return <span className="text-muted-foreground">{t("table.noError")}</span>;
  return <span className="break-words text-red-700 dark:text-red-400">{error}</span>;
}
