import type { ChannelKind } from "../../../contracts/connectivity/channel-kinds.ts";

type FieldKind = "text" | "number" | "boolean" | "password" | "email";
type AvailableField = { key: string; kind: FieldKind; required: boolean; default?: unknown };

/**
 * GET /api/connectivity/available-channels: the kinds and what each needs. The schemas of the
 * channels API are its contract (server/contracts/connectivity/channel.ts, decision 041).
 */
export const AVAILABLE_CHANNELS: Array<{ kind: ChannelKind; fields: AvailableField[] }> = [
  {
    kind: "imap",
    fields: [
      { key: "host", kind: "text", required: true },
      { key: "port", kind: "number", required: true, default: 993 },
      { key: "tls", kind: "boolean", required: true, default: true },
      { key: "user", kind: "text", required: true },
      { key: "password", kind: "password", required: true },
      { key: "folder", kind: "text", required: true, default: "INBOX" },
      { key: "processed_folder", kind: "text", required: false },
      { key: "poll_interval_seconds", kind: "number", required: true, default: 60 },
    ],
  },
  { kind: "smtp", fields: [{ key: "address", kind: "email", required: true }] },
  { kind: "upload", fields: [] },
];
