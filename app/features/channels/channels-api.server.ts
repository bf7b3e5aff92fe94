import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData } from "~/lib/api-response.server";
import type { ChannelBody } from "./channel-input";
import { channelKinds } from "./channel-kinds";

// /api/connectivity/channels and available-channels (spec section 7, decision 008).

export const imapSettingsSchema = z.object({
  host: z.string(),
  port: z.number(),
  tls: z.boolean(),
  user: z.string(),
  folder: z.string(),
  processed_folder: z.string().nullable(),
  poll_interval_seconds: z.number(),
});

const common = {
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Whether an IMAP password is stored; the password itself never leaves the API. */
  has_password: z.boolean(),
  /** idle (never polled), ok or error: set by the IMAP poller. */
  status: z.string(),
  last_polled_at: z.string().nullable(),
  last_error: z.string().nullable(),
};

export const channelSchema = z.discriminatedUnion("kind", [
  z.object({ ...common, kind: z.literal("imap"), settings: imapSettingsSchema }),
  z.object({ ...common, kind: z.literal("smtp"), settings: z.object({ address: z.string() }) }),
  z.object({ ...common, kind: z.literal("upload"), settings: z.object({}) }),
]);
export type Channel = z.infer<typeof channelSchema>;

const availableChannelSchema = z.object({
  kind: z.enum(channelKinds),
  fields: z.array(
    z.object({
      key: z.string(),
      kind: z.string(),
      required: z.boolean(),
      default: z.unknown().optional(),
    }),
  ),
});
export type AvailableChannel = z.infer<typeof availableChannelSchema>;

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/connectivity";
const channelPath = (id: string) => `${BASE}/channels/${encodeURIComponent(id)}`;

export async function listChannels(context: Context) {
  const response = await getApi(context).request(`${BASE}/channels`);
  return readApiData(response, z.array(channelSchema));
}

/** The kinds the API offers, with their fields and defaults. */
export async function listAvailableChannels(context: Context) {
  const response = await getApi(context).request(`${BASE}/available-channels`);
  // A kind this screen does not know yet is left out rather than breaking the page.
  const kinds = await readApiData(response, z.array(z.object({ kind: z.string() }).loose()));
  return kinds.flatMap((kind) => {
    const parsed = availableChannelSchema.safeParse(kind);
    return parsed.success ? [parsed.data] : [];
  });
}

// The raw answers: the loader turns a 404 into the not-found screen, the action shows the
// API's refusals in the form.

export function getChannel(context: Context, id: string) {
  return getApi(context).request(channelPath(id));
}

export function createChannel(context: Context, input: ChannelBody) {
  return getApi(context).request(`${BASE}/channels`, { method: "POST", json: input });
}

export function updateChannel(context: Context, id: string, input: ChannelBody) {
  return getApi(context).request(channelPath(id), { method: "PUT", json: input });
}

export function deleteChannel(context: Context, id: string) {
  return getApi(context).request(channelPath(id), { method: "DELETE" });
}
