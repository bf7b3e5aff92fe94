import { data, type RouterContextProvider, replace } from "react-router";
import { z } from "zod";
import { colorModes } from "~/lib/color-mode";
import { serializeColorMode } from "~/lib/color-mode.server";
import { supportedLanguages } from "~/lib/i18n";
import { languageCookie } from "~/lib/i18n.server";
import { isSecureRequest } from "~/lib/request-security.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { sidebarStates } from "~/lib/sidebar-state";
import { serializeSidebarState } from "~/lib/sidebar-state.server";

const redirectTo = z.string().optional();

export const preferenceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("language"), value: z.enum(supportedLanguages), redirectTo }),
  z.object({ intent: z.literal("theme"), value: z.enum(colorModes), redirectTo }),
  z.object({ intent: z.literal("sidebar"), value: z.enum(sidebarStates), redirectTo }),
]);

/**
 * Stores one display preference in its cookie and sends the browser back where it came from.
 * A plain form post (no JavaScript) follows the redirect; a fetcher replaces the history entry.
 */
export async function savePreference({
  request,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const submission = preferenceSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!submission.success) {
    return data({ error: z.flattenError(submission.error) }, { status: 400 });
  }
  const preference = submission.data;

  let cookie: string;
  switch (preference.intent) {
    case "language":
      cookie = await languageCookie.serialize(preference.value, {
        secure: isSecureRequest(request),
      });
      break;
    case "theme":
      cookie = await serializeColorMode(request, preference.value);
      break;
    case "sidebar":
      cookie = await serializeSidebarState(request, preference.value);
      break;
  }

  return replace(safeRedirect(preference.redirectTo), { headers: { "Set-Cookie": cookie } });
}
