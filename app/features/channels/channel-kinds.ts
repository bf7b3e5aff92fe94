import {
  CHANNEL_KINDS,
  type ChannelKind,
} from "../../../server/contracts/connectivity/channel-kinds";

/** The kinds a channel can be: the API's (its contract has no imports, so the browser takes it). */
export const channelKinds = CHANNEL_KINDS;
export type { ChannelKind };

export function isChannelKind(value: unknown): value is ChannelKind {
  return typeof value === "string" && (channelKinds as readonly string[]).includes(value);
}
