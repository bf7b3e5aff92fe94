import { CircleAlert, CircleCheck, CircleDashed, Radio } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import type { Channel } from "./channels-api.server";

/**
 * What the poller last found. Only mailboxes are polled: an inbound address or an upload
 * channel is simply ready.
 */
export function ChannelStatus({ channel }: { channel: Pick<Channel, "kind" | "status"> }) {
  const { t } = useTranslation("channels");
  if (channel.kind !== "imap") {
    return (
      <span className="inline-flex items-center gap-1.5">
        <Radio aria-hidden="true" className="size-4 text-muted-foreground" />
        {t("status.ready")}
      </span>
    );
  }
  switch (channel.status) {
    case "ok":
      return (
        <span className="inline-flex items-center gap-1.5 text-green-700 dark:text-green-400">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t("status.ok")}
        </span>
      );
    case "error":
      return (
        <span className="inline-flex items-center gap-1.5 font-medium text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="size-4" />
          {t("status.error")}
        </span>
      );
    case "idle":
      return (
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <CircleDashed aria-hidden="true" className="size-4" />
          {t("status.idle")}
        </span>
      );
    default:
      return <span>{channel.status}</span>;
  }
}
