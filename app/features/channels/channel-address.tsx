import { useTranslation } from "~/lib/use-translation";
import type { Channel } from "./channels-api.server";

/** Where a channel's mail comes from: the mailbox it reads, or the address it receives on. */
export function ChannelAddress({ channel }: { channel: Channel }) {
  const { t } = useTranslation("channels");
  switch (channel.kind) {
    case "imap":
      return (
        <span className="break-words">
          {t("address.imap", {
            user: channel.settings.user,
            host: channel.settings.host,
            port: channel.settings.port,
            folder: channel.settings.folder,
          })}
        </span>
      );
    case "smtp":
      return <span className="break-words">{channel.settings.address}</span>;
    case "upload":
      return <span className="text-muted-foreground">{t("address.upload")}</span>;
  }
}
