import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { Channel } from "./channels-api.server";

/** When a mailbox was last read; the other kinds are not polled. */
export function ChannelLastPoll({
  channel,
}: {
  channel: Pick<Channel, "kind" | "last_polled_at">;
}) {
  const { t, i18n } = useTranslation("channels");
  if (channel.kind !== "imap") {
    return (
      <>
        <span aria-hidden="true" className="text-muted-foreground">
          —
        </span>
        <span className="sr-only">{t("table.notPolled")}</span>
      </>
    );
  }
  if (!channel.last_polled_at) {
    return <span className="text-muted-foreground">{t("table.never")}</span>;
  }
  return (
    <time dateTime={channel.last_polled_at}>
      {formatDateTime(channel.last_polled_at, i18n.language)}
    </time>
  );
}
