/** The e-mail channel kinds (decision 008). No imports: the browser's kind chooser takes them too. */
export const CHANNEL_KINDS = ["imap", "smtp", "upload"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
