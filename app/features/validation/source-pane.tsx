import { ExternalLink } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import { EmailAttachments } from "~/features/email-popup/email-attachments";
import { EmailBody } from "~/features/email-popup/email-body";
import { EmailHeaderFields } from "~/features/email-popup/email-header-fields";
import { useTranslation } from "~/lib/use-translation";
import type { ValidationData } from "./load-validation.server";
import type { Provenance } from "./order-api.server";
import { readingFormat, sourceTextFor } from "./source-text";

/**
 * The e-mail as received: sender, subject, date, the body (as text first, from the part the
 * order was read in, so that the place of a focused value can be marked in it; the sandboxed
 * HTML a link away) and the attachments,
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
  // A body range counts in the text its format names (source-text.ts): show that text, the one
  // the order's values were read in until a value is focused, and mark the range in it.
  const bodyRange = highlight?.source === "body" ? highlight : null;
  const shown = sourceTextFor(message, bodyRange?.format ?? readingFormat(inquiry.result));
  const range = bodyRange && shown ? { start: bodyRange.start, end: bodyRange.end } : null;
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
        text={shown?.text ?? message.text}
        textSource={shown?.source ?? message.text_source}
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
