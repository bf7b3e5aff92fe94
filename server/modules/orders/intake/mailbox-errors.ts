import { OutboundRefusedError } from "../../../security/outbound-guard.ts";

/**
 * What a mailbox channel's last error says (decision 020). Until the mail server has answered
 * a sign-in, every failure reads the same — refused, closed, filtered, timed out, not IMAP,
 * TLS that fails — so that the error cannot be used to tell an open port from a closed one.
 * A refused sign-in may say so: only a real IMAP server, after its greeting, refuses one.
 * The web shows these in the user's language (channels screen), so they are fixed texts.
 */
export const MAILBOX_ERRORS = {
  addressRefused:
    "The mail server's address is refused: Fennec connects only to mail servers on public addresses",
  connectionFailed: "Could not connect to the mail server",
  authenticationFailed: "Authentication failed: the mail server refused the user name or password",
  noPassword: "The mailbox has no password: enter it again",
  passwordUnreadable: "The stored password cannot be decrypted: enter it again",
} as const;

export type MailboxErrorMessage = (typeof MAILBOX_ERRORS)[keyof typeof MAILBOX_ERRORS];

/** Where a poll was: before connecting, connecting and signing in, or signed in. */
export type MailboxStage = "preparing" | "connecting" | "signed-in";

export function mailboxErrorOf(cause: unknown, stage: MailboxStage): string {
  const detail = cause as {
    responseText?: string;
    message?: string;
    authenticationFailed?: boolean;
  };
  if (cause instanceof OutboundRefusedError) return MAILBOX_ERRORS.addressRefused;
  if (stage === "connecting") {
    return detail.authenticationFailed
      ? MAILBOX_ERRORS.authenticationFailed
      : MAILBOX_ERRORS.connectionFailed;
  }
  // Before connecting: Fennec's own words; signed in: the mail server's (a folder it lacks …).
  return detail.responseText ?? detail.message ?? String(cause);
}
