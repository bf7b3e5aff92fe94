import { ExternalLink } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import { EmailAttachments } from "~/features/email-popup/email-attachments";
import { EmailBody } from "~/features/email-popup/email-body";
import { EmailHeaderFields } from "~/features/email-popup/email-header-fields";
import { useTranslation } from "~/lib/use-translation";
import type { ValidationData } from "./load-validation.server";
import type { Provenance } from "./order-api.server";

/**
 * The e-mail as received: sender, subject, date, the body (plain text first, so that the place
 * of a focused value can be marked in it; the sandboxed HTML a link away) and the attachments,
 * PDFs shown in the page. `highlight` is where the focused value of the order was read.
 */
export function SourcePane({
  data,
  highlight,
}: {
  data: ValidationData;
  highlight: Provenance | null;
}) {
  const { t } = useTranslation(["workspace", "email"]);
  const { email, inquiry } = data;
  const { message } = email;
  const subject = message.subject || inquiry.subject || t("email:noSubject");
  // Offsets of a body value count in the text body ("text") or in the HTML body read as text
  // ("html"); the message shows the text body when there is one, so only "text" ranges are sure.
  const range =
    highlight?.source === "body" && highlight.format === "text"
      ? { start: highlight.start, end: highlight.end }
      : null;
  const attachment = highlight && "attachment" in highlight ? highlight.attachment : null;

  return (
    <section aria-labelledby="source-heading" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="source-heading" className="text-lg font-semibold">
            {t("source.heading")}
          </h2>
          <p className="font-medium break-words">{subject}</p>
        </div>
        <a
          href={`/popup/email/${encodeURIComponent(inquiry.id)}`}
          target="_blank"
          rel="noopener"
          className={buttonClassName({ variant: "secondary", size: "sm" })}
        >
          <ExternalLink aria-hidden="true" />
          {t("source.popup")}
        </a>
      </div>
      <EmailHeaderFields message={message} />
      <EmailBody
        text={message.text}
        view={email.view}
        hasHtml={message.has_html}
        htmlDocument={email.htmlDocument}
        subject={subject}
        raw={!message.readable}
        highlight={range}
      />
      {message.readable ? (
        <EmailAttachments
          inquiryId={inquiry.id}
          attachments={message.attachments}
          embedPdfs
          highlighted={attachment}
        />
      ) : null}
    </section>
  );
}
