import { MAILBOX_ERRORS } from "../../../contracts/connectivity/mailbox-errors.ts";
import { OutboundRefusedError } from "../../../security/outbound-guard.ts";
import { isWeakTlsKeyError } from "../../../security/weak-tls-key.ts";

// The texts are the contract's (decision 041); the intake code finds them here too.
export {
  MAILBOX_ERRORS,
  type MailboxErrorMessage,
} from "../../../contracts/connectivity/mailbox-errors.ts";

/** Where a poll was: before connecting, connecting and signing in, or signed in. */
export type MailboxStage = "preparing" | "connecting" | "signed-in";

export function mailboxErrorOf(cause: unknown, stage: MailboxStage): string {
  const detail = cause as {
    responseText?: string;
    message?: string;
    authenticationFailed?: boolean;
  };
  if (cause instanceof OutboundRefusedError) return MAILBOX_ERRORS.addressRefused;
  if (isWeakTlsKeyError(cause)) return MAILBOX_ERRORS.weakCertificate;
  if (stage === "connecting") {
    return detail.authenticationFailed
      ? MAILBOX_ERRORS.authenticationFailed
      : MAILBOX_ERRORS.connectionFailed;
  }
  // Before connecting: Fennec's own words; signed in: the mail server's (a folder it lacks …).
  return detail.responseText ?? detail.message ?? String(cause);
}
