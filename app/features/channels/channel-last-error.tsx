import { useTranslation } from "~/lib/use-translation";
import type { MailboxErrorMessage } from "../../../server/contracts/connectivity/mailbox-errors";

/**
 * The poller's own errors are fixed English texts (decision 020): shown in the user's language.
 * Typed against the server's list, so a new one cannot be left untranslated.
 */
const lastErrorKeys = {
  "The mail server's address is refused: Fennec connects only to mail servers on public addresses":
    "lastErrors.addressRefused",
  "Could not connect to the mail server": "lastErrors.connectionFailed",
  "The mail server's TLS certificate has a key shorter than 2048 bits or a weak signature, which is no longer accepted":
    "lastErrors.weakCertificate",
  "Authentication failed: the mail server refused the user name or password":
    "lastErrors.authenticationFailed",
  "The mailbox has no password: enter it again": "lastErrors.noPassword",
  "The stored password cannot be decrypted: enter it again": "lastErrors.passwordUnreadable",
} as const satisfies Record<MailboxErrorMessage, string>;

/** The poller's last error in full, or that there is none. */
export function ChannelLastError({ error }: { error: string | null }) {
  const { t } = useTranslation("channels");
  if (!error) return <span className="text-muted-foreground">{t("table.noError")}</span>;
  const key = Object.hasOwn(lastErrorKeys, error)
    ? lastErrorKeys[error as MailboxErrorMessage]
    : undefined;
  // Anything else is the mail server's own answer after signing in (a missing folder …).
  return <span className="break-words text-red-700 dark:text-red-400">{key ? t(key) : error}</span>;
}
