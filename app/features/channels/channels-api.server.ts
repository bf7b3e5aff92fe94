import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData } from "~/lib/api-response.server";
import {
  availableChannelSchema,
  channelSchema,
} from "../../../server/contracts/connectivity/channel";
import type { ChannelBody } from "./channel-input";

// /api/connectivity/channels and available-channels (spec section 7, decision 008), checked
// against the API's contract (decision 041).

export type { AvailableChannel, Channel } from "../../../server/contracts/connectivity/channel";

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
