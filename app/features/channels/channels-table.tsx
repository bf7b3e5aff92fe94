import { Pencil, Power, PowerOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
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
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 font-medium">
              {t("table.name")}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t("table.kind")}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t("table.address")}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t("table.active")}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t("table.status")}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t("table.lastError")}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              <span className="sr-only">{t("table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {channels.map((channel) => (
            <tr
              key={channel.id}
              aria-current={channel.id === selectedId ? "true" : undefined}
              className="align-top aria-[current]:bg-primary/5"
            >
              <th scope="row" className="min-w-32 px-3 py-3 font-medium break-words">
                {channel.name}
              </th>
              <td className="px-3 py-3">{t(`kinds.${channel.kind}`)}</td>
              <td className="min-w-44 px-3 py-3">
                <ChannelAddress channel={channel} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {channel.active ? t("active.yes") : t("active.no")}
              </td>
              <td className="min-w-32 px-3 py-3">
                <ChannelStatus channel={channel} />
                {channel.kind === "imap" ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t("table.lastPoll")}: <ChannelLastPoll channel={channel} />
                  </p>
                ) : null}
              </td>
              <td className="min-w-44 px-3 py-3">
                <ChannelLastError error={channel.last_error} />
              </td>
              <td className="px-3 py-3">
                <div className="flex flex-wrap justify-end gap-1">
                  <Link
                    to={editLink(channel.id)}
                    className={buttonClassName({ variant: "ghost", size: "sm" })}
                  >
                    <Pencil aria-hidden="true" />
                    {t("table.edit")}
                    <span className="sr-only"> {channel.name}</span>
                  </Link>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="id" value={channel.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value={channel.active ? "deactivate" : "activate"}
                      variant="ghost"
                      size="sm"
                    >
                      {channel.active ? (
                        <PowerOff aria-hidden="true" />
                      ) : (
                        <Power aria-hidden="true" />
                      )}
                      {channel.active ? t("table.deactivate") : t("table.activate")}
                      <span className="sr-only"> {channel.name}</span>
                    </Button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
