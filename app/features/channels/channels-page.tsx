import type { SubmissionResult } from "@conform-to/react";
import { Cable } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";
import { EmptyList } from "~/features/shell/empty-list";
import { PageHeader } from "~/features/shell/page-header";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { ChannelFormIntent } from "./channel-form-schemas";
import { ChannelKindChooser } from "./channel-kind-chooser";
import { ChannelLastError } from "./channel-last-error";
import { ChannelLastPoll } from "./channel-last-poll";
import { ChannelSettingsForm } from "./channel-settings-form";
import { ChannelStatus } from "./channel-status";
import { ChannelsTable } from "./channels-table";
import { DeleteChannelForm } from "./delete-channel-form";
import type { ChannelsPageData } from "./load-channels-page.server";

type ActionData =
  | { intent: ChannelFormIntent | null; result: SubmissionResult<string[]> }
  | undefined;

/** /admin/channels: the list, the picked channel's status, edit and delete forms, and "Add a channel". */
export function ChannelsPage({
  data,
  actionData,
  tenantName,
}: {
  data: ChannelsPageData;
  actionData: ActionData;
  tenantName: string | null;
}) {
  const { t } = useTranslation("channels");
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { channels, selected } = data;
  const resultFor = (...intents: ChannelFormIntent[]) =>
    actionData?.intent && intents.includes(actionData.intent) ? actionData.result : undefined;
  const switchErrors = resultFor("activate", "deactivate")?.error?.[""];
  const closeLink = (() => {
    const params = new URLSearchParams(searchParams);
    params.delete("channel");
    const query = params.toString();
    return query ? `?${query}` : ".";
  })();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader heading={t("heading")} intro={t("intro")} />

      {selected ? (
        <section id="edit-channel" aria-labelledby="edit-channel-heading" className="scroll-mt-20">
          <Card className="flex flex-col gap-6 p-5 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 id="edit-channel-heading" className="text-lg font-semibold">
                  {t("edit.heading", { name: selected.name })}
                </h2>
                <p className="text-sm text-muted-foreground">{t(`kinds.${selected.kind}`)}</p>
              </div>
              <Link to={closeLink} className={buttonClassName({ variant: "ghost", size: "sm" })}>
                {t("edit.close")}
              </Link>
            </div>
            <h3 className="sr-only">{t("edit.statusHeading")}</h3>
            <dl className="grid gap-x-6 gap-y-2 rounded-lg bg-muted/50 p-4 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">{t("table.status")}</dt>
              <dd>
                <ChannelStatus channel={selected} />
              </dd>
              <dt className="font-medium">{t("table.lastPoll")}</dt>
              <dd>
                <ChannelLastPoll channel={selected} />
              </dd>
              <dt className="font-medium">{t("table.lastError")}</dt>
              <dd>
                <ChannelLastError error={selected.last_error} />
              </dd>
            </dl>
            <ChannelSettingsForm
              key={`${selected.id}-${location.key}`}
              kind={selected.kind}
              channel={selected}
              lastResult={resultFor("update")}
            />
            <section
              aria-labelledby="delete-channel-heading"
              className="border-t border-border pt-5"
            >
              <h3 id="delete-channel-heading" className="mb-2 font-semibold">
                {t("delete.heading")}
              </h3>
              <DeleteChannelForm
                key={`${selected.id}-${location.key}`}
                channel={selected}
                lastResult={resultFor("delete")}
              />
            </section>
          </Card>
        </section>
      ) : null}

      <section aria-labelledby="channels-list-heading" className="flex flex-col gap-4">
        <h2 id="channels-list-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        <FormErrors
          id="channels-list-error"
          errors={switchErrors?.map((message) => translateMessage(t, message))}
        />
        {channels.length === 0 ? (
          <EmptyList icon={Cable} message={t("list.empty")} />
        ) : (
          <ChannelsTable
            channels={channels}
            caption={t("list.caption", { tenant: tenantName ?? "" })}
            selectedId={selected?.id}
          />
        )}
      </section>

      <section
        id="create-channel"
        aria-labelledby="create-channel-heading"
        className="scroll-mt-20"
      >
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <div>
            <h2 id="create-channel-heading" className="text-lg font-semibold">
              {t("create.heading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("create.description")}</p>
          </div>
          <ChannelKindChooser
            kinds={data.kinds}
            chosen={data.createKind}
            selectedId={selected?.id}
          />
          {data.createKind ? (
            <>
              <p className="text-sm text-muted-foreground">
                {t(`kindDescriptions.${data.createKind}`)}
              </p>
              <ChannelSettingsForm
                key={`${data.createKind}-${location.key}`}
                kind={data.createKind}
                defaults={data.createDefaults}
                lastResult={resultFor("create")}
              />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t("create.chooseKind")}</p>
          )}
        </Card>
      </section>
    </div>
  );
}
