import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData } from "~/lib/api-response.server";
import { myInvitationSchema } from "../../../server/contracts/identity/invitation";

/** An invitation to join another tenant, addressed to the signed-in user (decision 041's contract). */
export type MyInvitation = z.infer<typeof myInvitationSchema>;

type Context = Readonly<RouterContextProvider>;

function invitationPath(id: string, answer: "accept" | "decline") {
  return `/api/identity/me/invitations/${encodeURIComponent(id)}/${answer}`;
}

/**
 * The invitations, or none when they cannot be read (signed out meanwhile …): they are a
 * side note on the pages that show them, never a reason for those pages to fail.
 */
export async function listMyInvitations(context: Context) {
  const response = await getApi(context).request("/api/identity/me/invitations");
  if (!response.ok) {
    await response.body?.cancel();
    return [];
  }
  return readApiData(response, z.array(myInvitationSchema));
}

export function answerInvitation(context: Context, id: string, answer: "accept" | "decline") {
  return getApi(context).request(invitationPath(id, answer), { method: "POST" });
}
