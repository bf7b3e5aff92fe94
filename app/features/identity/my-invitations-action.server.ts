import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { answerInvitation } from "./my-invitations-api.server";

export const invitationAnswerSchema = z.object({
  intent: z.enum(["accept", "decline"]),
  id: z.string().min(1).max(100),
});

/**
 * Accepting or declining an invitation (home page, and the page of a user no tenant is open
 * to): plain form posts. `back` is where the answer leads; after accepting, `joined` if given.
 */
export async function myInvitationsAction({
  request,
  context,
  back = "/",
  joined = back,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  back?: string;
  joined?: string;
}) {
  const t = getInstance(context).t;
  const submission = parseWithZod(await request.formData(), { schema: invitationAnswerSchema });
  if (submission.status !== "success") {
    return data({ invitationError: t("home:invitations.gone") }, { status: 400 });
  }
  const { intent, id } = submission.value;
  const response = await answerInvitation(context, id, intent);
  if (!response.ok) {
    await response.body?.cancel();
    // Withdrawn, expired or answered in another tab: the list shows what is left.
    return data({ invitationError: t("home:invitations.gone") }, { status: response.status });
  }
  if (intent === "decline") {
    await response.body?.cancel();
    return redirectWithToast(request, back, {
      type: "success",
      title: t("home:invitations.declined"),
    });
  }
  const tenant = await readApiData(response, z.object({ name: z.string() }));
  return redirectWithToast(request, joined, {
    type: "success",
    title: t("home:invitations.joined", { tenant: tenant.name }),
    description: t("home:invitations.joinedDescription"),
  });
}
