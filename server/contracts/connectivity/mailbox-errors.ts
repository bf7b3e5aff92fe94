/**
 * What a mailbox channel's last error says (decision 020). Until the mail server has answered
 * a sign-in, every failure reads the same — refused, closed, filtered, timed out, not IMAP,
 * TLS that fails — so that the error cannot be used to tell an open port from a closed one.
 * A refused sign-in may say so: only a real IMAP server, after its greeting, refuses one.
 * The web shows these in the user's language (channels screen), so they are fixed texts.
 * No imports: the browser takes them too (decision 041).
 */
export const MAILBOX_ERRORS = {
  addressRefused:
    "The mail server's address is refused: Fennec connects only to mail servers on public addresses",
  connectionFailed: "Could not connect to the mail server",
  weakCertificate:
    "The mail server's TLS certificate has a key shorter than 2048 bits or a weak signature, which is no longer accepted",
  authenticationFailed: "Authentication failed: the mail server refused the user name or password",
  noPassword: "The mailbox has no password: enter it again",
  passwordUnreadable: "The stored password cannot be decrypted: enter it again",
} as const;

export type MailboxErrorMessage = (typeof MAILBOX_ERRORS)[keyof typeof MAILBOX_ERRORS];
