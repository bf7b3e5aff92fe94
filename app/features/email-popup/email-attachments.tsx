import { Download, ExternalLink, Paperclip } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import { mediaTypeOf, opensInline } from "./attachment-disposition";
import type { EmailAttachment } from "./email-message-api.server";
import { formatFileSize } from "./file-size";

/**
 * The attachments with type and size; PDFs and images open in a new tab, all download. With
 * `embedPdfs`, PDFs are shown in the page as well; `highlighted` marks one attachment by name
 * (where a value of the order was read).
 */
export function EmailAttachments({
  inquiryId,
  attachments,
  embedPdfs = false,
  highlighted = null,
}: {
  inquiryId: string;
  attachments: readonly EmailAttachment[];
  embedPdfs?: boolean;
  highlighted?: string | null;
}) {
  const { t, i18n } = useTranslation("email");
  const base = `/popup/email/${encodeURIComponent(inquiryId)}/attachments`;

  return (
    <section aria-labelledby="email-attachments-heading" className="flex flex-col gap-3">
      <h2 id="email-attachments-heading" className="text-lg font-semibold">
        {t("attachments.heading")}{" "}
        <span className="font-normal text-muted-foreground">({attachments.length})</span>
      </h2>
      {attachments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("attachments.none")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {attachments.map((attachment) => {
            const href = `${base}/${attachment.index}`;
            return (
              <li
                key={attachment.index}
                aria-current={highlighted === attachment.filename ? "true" : undefined}
                className={cn(
                  "flex flex-wrap items-center justify-between gap-3 px-4 py-3",
                  highlighted === attachment.filename &&
                    "bg-yellow-100 ring-2 ring-yellow-400 ring-inset dark:bg-yellow-950",
                )}
              >
                <div className="flex min-w-0 items-start gap-3">
                  <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <div className="min-w-0">
                    <p className="font-medium break-all">{attachment.filename}</p>
                    <p className="text-sm text-muted-foreground">
                      {t("attachments.details", {
                        type: mediaTypeOf(attachment.content_type),
                        size: formatFileSize(attachment.size, i18n.language),
                      })}
                    </p>
                  </div>
                </div>
                <div className="flex gap-2">
                  {opensInline(attachment.content_type) ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener"
                      aria-label={t("attachments.openName", { name: attachment.filename })}
                      className={buttonClassName({ variant: "secondary", size: "sm" })}
                    >
                      <ExternalLink aria-hidden="true" />
                      {t("attachments.open")}
                    </a>
                  ) : null}
                  <a
                    href={`${href}?download`}
                    download={attachment.filename}
                    aria-label={t("attachments.downloadName", { name: attachment.filename })}
                    className={buttonClassName({ variant: "secondary", size: "sm" })}
                  >
                    <Download aria-hidden="true" />
                    {t("attachments.download")}
                  </a>
                </div>
                {embedPdfs && mediaTypeOf(attachment.content_type) === "application/pdf" ? (
                  <iframe
                    title={t("attachments.frameTitle", { name: attachment.filename })}
                    src={`${href}?embed`}
                    className="h-[60vh] min-h-64 w-full rounded-md border border-border bg-white"
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
