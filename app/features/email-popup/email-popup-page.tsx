import { Download, Mail, TriangleAlert } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import { EmailAttachments } from "./email-attachments";
import { EmailBody } from "./email-body";
import { EmailHeaderFields } from "./email-header-fields";
import type { EmailPopupData } from "./load-email-popup.server";

/** /popup/email/{id}: one e-mail as received, opened from /to-process in a tab of its own. */
export function EmailPopupPage({ data }: { data: EmailPopupData }) {
  const { t } = useTranslation("email");
  const { message } = data;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 p-4 sm:p-6">
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Mail aria-hidden="true" className="size-4" />
              {t("kicker")}
            </p>
            <h1 className="text-2xl font-semibold tracking-tight break-words">{data.title}</h1>
          </div>
          <a
            href={`/popup/email/${encodeURIComponent(data.id)}/raw`}
            download
            className={buttonClassName({ variant: "secondary", size: "sm" })}
          >
            <Download aria-hidden="true" />
            {t("original.download")}
          </a>
        </div>
        <EmailHeaderFields message={message} />
      </header>

      {message.readable ? null : (
        <div className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="space-y-1">
            <h2 className="font-semibold">{t("unreadable.title")}</h2>
            {message.error ? <p>{t("unreadable.reason", { error: message.error })}</p> : null}
            <p className="text-sm">{t("unreadable.description")}</p>
          </div>
        </div>
      )}

      <EmailBody
        text={message.text}
        textSource={message.text_source}
        view={data.view}
        hasHtml={message.has_html}
        htmlDocument={data.htmlDocument}
        subject={data.title}
        raw={!message.readable}
      />

      {message.readable ? (
        <EmailAttachments inquiryId={data.id} attachments={message.attachments} />
      ) : null}
    </div>
  );
}
