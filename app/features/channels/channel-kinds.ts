/** The kinds a channel can be (server/modules/connectivity/channels/channel-kinds.ts). */
export const channelKinds = ["imap", "smtp", "upload"] as const;
export type ChannelKind = (typeof channelKinds)[number];

export function isChannelKind(value: unknown): value is ChannelKind {
  return typeof value === "string" && (channelKinds as readonly string[]).includes(value);
}
