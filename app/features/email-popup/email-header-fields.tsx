import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { formatEmailAddress } from "./email-address";
import type { EmailMessage } from "./email-message-api.server";

/** From, to and date of the e-mail; what the message does not say shows as unknown. */
export function EmailHeaderFields({ message }: { message: EmailMessage }) {
  const { t, i18n } = useTranslation("email");
  const unknown = <span className="text-muted-foreground">{t("fields.unknown")}</span>;
  const to = message.to.map(formatEmailAddress).join(", ");

  return (
    <dl
      aria-label={t("fields.label")}
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
    >
      <dt className="font-medium text-muted-foreground">{t("fields.from")}</dt>
      <dd className="min-w-0 break-words">
        {message.from ? formatEmailAddress(message.from) : unknown}
      </dd>
      <dt className="font-medium text-muted-foreground">{t("fields.to")}</dt>
      <dd className="min-w-0 break-words">{to || unknown}</dd>
      <dt className="font-medium text-muted-foreground">{t("fields.date")}</dt>
      <dd>
        {message.date ? (
          <time dateTime={message.date}>{formatDateTime(message.date, i18n.language)}</time>
        ) : (
          unknown
        )}
      </dd>
    </dl>
  );
}
