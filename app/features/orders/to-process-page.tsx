import type { SubmissionResult } from "@conform-to/react";
import { ExternalLink, Inbox, RefreshCw, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useLocation, useRevalidator, useSearchParams } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { SearchForm } from "~/components/ui/search-form";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { BulkActionsForm, SelectColumnHeader, SelectInquiryCell } from "./bulk-actions-form";
import type { Inquiry } from "./inquiry-api.server";
import { InquiryStatusWithError } from "./inquiry-status-badge";
import type { ToProcessData } from "./to-process-loader.server";
import { UploadEmailForm } from "./upload-email-form";

export type ToProcessActionData =
  | {
      intent: "bulk" | "upload";
      error: string | undefined;
      result: SubmissionResult<string[]> | undefined;
    }
  | undefined;

/** How often the page asks again while a message is queued or being read. */
const pollMilliseconds = 3000;
const bulkFormId = "to-process-bulk";

function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, pollMilliseconds);
    return () => window.clearInterval(timer);
  }, [active, revalidator]);
}

/** /to-process: the messages waiting for an operator, what to do with them, and an upload. */
export function ToProcessPage({
  data,
  actionData,
}: {
  data: ToProcessData;
  actionData: ToProcessActionData;
}) {
  const { t } = useTranslation("to-process");
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { inquiries } = data;
  const busy = inquiries.data.some(
    (inquiry) => inquiry.status === "queued" || inquiry.status === "processing",
  );
  usePolling(busy);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
        <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
      </div>

      <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="messages-heading" className="text-lg font-semibold">
            {t("list.heading")}
          </h2>
          <Link
            to={`${location.pathname}${location.search}`}
            className={buttonClassName({ variant: "secondary", size: "sm" })}
          >
            <RefreshCw aria-hidden="true" />
            {t("list.refresh")}
          </Link>
        </div>
        <SearchForm
          search={data.search}
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          submitLabel={t("search.submit")}
        />
        {inquiries.data.length === 0 ? (
          data.search ? (
            <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
              <Inbox aria-hidden="true" className="size-6 text-muted-foreground" />
              <p className="font-medium">{t("list.noMatches", { search: data.search })}</p>
            </Card>
          ) : (
            <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
              <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
              <h3 className="text-lg font-semibold">{t("empty.title")}</h3>
              <p className="max-w-prose text-sm text-muted-foreground">{t("empty.description")}</p>
            </Card>
          )
        ) : (
          <>
            {data.canWrite ? (
              <BulkActionsForm
                formId={bulkFormId}
                ns="to-process"
                error={actionData?.intent === "bulk" ? actionData.error : undefined}
              />
            ) : null}
            <MessagesTable
              inquiries={inquiries.data}
              channelNames={data.channelNames}
              canWrite={data.canWrite}
            />
          </>
        )}
        <Pagination
          label={t("pagination.label")}
          page={inquiries.meta.current_page}
          lastPage={inquiries.meta.last_page}
          search={searchParams}
          summary={t("pagination.summary", {
            page: inquiries.meta.current_page,
            lastPage: inquiries.meta.last_page,
            count: inquiries.meta.total,
          })}
          previousLabel={t("pagination.previous")}
          nextLabel={t("pagination.next")}
        />
      </section>

      {data.canWrite ? (
        <section aria-labelledby="upload-email-heading">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <div>
              <h2 id="upload-email-heading" className="text-lg font-semibold">
                {t("upload.heading")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("upload.description")}</p>
            </div>
            <UploadEmailForm
              key={location.key}
              channels={data.uploadChannels}
              canManageChannels={data.canManageChannels}
              lastResult={actionData?.intent === "upload" ? actionData.result : undefined}
            />
          </Card>
        </section>
      ) : null}
    </div>
  );
}

function MessagesTable({
  inquiries,
  channelNames,
  canWrite,
}: {
  inquiries: readonly Inquiry[];
  channelNames: Record<string, string>;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation("to-process");
  const sender = (inquiry: Inquiry) =>
    inquiry.from_name && inquiry.from_address
      ? `${inquiry.from_name} <${inquiry.from_address}>`
      : (inquiry.from_address ?? inquiry.from_name ?? "");
  // Subject and sender are known once the message has been read; until then, when and where.
  const nameOf = (inquiry: Inquiry) =>
    inquiry.subject ||
    inquiry.from_address ||
    inquiry.from_name ||
    t("table.unread", {
      received: formatDateTime(inquiry.received_at, i18n.language),
      channel: inquiry.channel_id ? (channelNames[inquiry.channel_id] ?? "") : "",
    });

  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {canWrite ? <SelectColumnHeader label={t("table.select")} /> : null}
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.received")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.from")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.subject")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.channel")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.status")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">{t("table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {inquiries.map((inquiry) => (
            <tr key={inquiry.id}>
              {canWrite ? (
                <SelectInquiryCell
                  formId={bulkFormId}
                  id={inquiry.id}
                  label={t("table.selectOne", { name: nameOf(inquiry) })}
                />
              ) : null}
              <td className="px-4 py-3 whitespace-nowrap">
                {formatDateTime(inquiry.received_at, i18n.language)}
              </td>
              <td className="px-4 py-3 break-all">{sender(inquiry)}</td>
              <th scope="row" className="px-4 py-3 font-medium">
                {inquiry.subject || (
                  <span className="text-muted-foreground">{t("table.noSubject")}</span>
                )}
              </th>
              <td className="px-4 py-3">
                {inquiry.channel_id ? (channelNames[inquiry.channel_id] ?? "") : ""}
              </td>
              <td className="px-4 py-3">
                <InquiryStatusWithError inquiry={inquiry} />
              </td>
              <td className="px-4 py-3">
                <div className="flex items-center justify-end gap-1">
                  {/* The e-mail opens in a tab of its own, beside the list (spec: a popup). */}
                  <a
                    href={`/popup/email/${encodeURIComponent(inquiry.id)}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={t("table.openEmailName", { name: nameOf(inquiry) })}
                    className={buttonClassName({ variant: "ghost", size: "sm" })}
                  >
                    <ExternalLink aria-hidden="true" />
                    {t("table.openEmail")}
                  </a>
                  {canWrite && inquiry.status === "failed" ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="id" value={inquiry.id} />
                      <Button type="submit" variant="ghost" size="sm">
                        <RotateCcw aria-hidden="true" />
                        {t("table.retry")}
                        <span className="sr-only"> {nameOf(inquiry)}</span>
                      </Button>
                    </Form>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
