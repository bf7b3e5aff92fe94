import { Pencil, Power, PowerOff } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { listCellClassName as cell, ListTable } from "~/components/ui/list-table";
import { RowActionLink } from "~/components/ui/row-action-link";
import { useTranslation } from "~/lib/use-translation";
import { ChannelAddress } from "./channel-address";
import { ChannelLastError } from "./channel-last-error";
import { ChannelLastPoll } from "./channel-last-poll";
import { ChannelStatus } from "./channel-status";
import type { Channel } from "./channels-api.server";

/**
 * The tenant's channels, each with what it last did (a mailbox's status with its last poll
 * below, and its last error in full) and buttons to edit or switch it.
 */
export function ChannelsTable({
  channels,
  caption,
  selectedId,
}: {
  channels: readonly Channel[];
  caption: string;
  selectedId: string | undefined;
}) {
  const { t } = useTranslation("channels");
  const [searchParams] = useSearchParams();
  const editLink = (id: string) => {
    const params = new URLSearchParams(searchParams);
    params.set("channel", id);
    return `?${params}#edit-channel`;
  };

  return (
    <ListTable
      caption={caption}
      columns={[
        t("table.name"),
        t("table.kind"),
        t("table.address"),
        t("table.active"),
        t("table.status"),
        t("table.lastError"),
      ]}
      actionsLabel={t("table.actions")}
    >
      {channels.map((channel) => (
        <tr
          key={channel.id}
          aria-current={channel.id === selectedId ? "true" : undefined}
          className="align-top aria-[current]:bg-primary/5"
        >
          <th scope="row" className={`${cell} min-w-32 font-medium break-words`}>
            {channel.name}
          </th>
          <td className={cell}>{t(`kinds.${channel.kind}`)}</td>
          <td className={`${cell} min-w-44`}>
            <ChannelAddress channel={channel} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            {channel.active ? t("active.yes") : t("active.no")}
          </td>
          <td className={`${cell} min-w-32`}>
            <ChannelStatus channel={channel} />
            {channel.kind === "imap" ? (
              <p className="mt-1 text-xs text-muted-foreground">
                {t("table.lastPoll")}: <ChannelLastPoll channel={channel} />
              </p>
            ) : null}
          </td>
          <td className={`${cell} min-w-44`}>
            <ChannelLastError error={channel.last_error} />
          </td>
          <td className={cell}>
            <div className="flex flex-wrap justify-end gap-1">
              <RowActionLink
                to={editLink(channel.id)}
                icon={Pencil}
                label={t("table.edit")}
                rowName={channel.name}
              />
              <Form method="post" preventScrollReset>
                <input type="hidden" name="id" value={channel.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={channel.active ? "deactivate" : "activate"}
                  variant="ghost"
                  size="sm"
                >
                  {channel.active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                  {channel.active ? t("table.deactivate") : t("table.activate")}
                  <span className="sr-only"> {channel.name}</span>
                </Button>
              </Form>
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
