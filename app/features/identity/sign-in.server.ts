import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirectDocument } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiError, throwApiError } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import {
  pendingSignInSchema,
  signedInRedirectSchema,
} from "../../../server/contracts/identity/sign-in-interaction";
import { invalidCredentialsMessage, signInSchema, throttledMessage } from "./sign-in-schema";

type Args = {
  request: Request;
  params: { uid: string };
  context: Readonly<RouterContextProvider>;
};

function interactionPath(uid: string) {
  return `/api/auth/interactions/${encodeURIComponent(uid)}`;
}

/** The sign-in step of the authorization server: is this interaction still open? */
export async function loadSignIn({ params, context }: Omit<Args, "request">) {
  const title = getInstance(context).t("auth:signIn.title");
  const response = await getApi(context).request(interactionPath(params.uid), {
    authenticated: false,
  });
  if (response.status === 404) {
    await response.body?.cancel();
    return data({ title, expired: true }, { status: 404 });
  }
  await readApiData(response, pendingSignInSchema);
  return { title, expired: false };
}

const throttleDetailsSchema = z.object({ retryAfterSeconds: z.number().nonnegative() }).loose();

/**
 * Checks e-mail and password through the interaction API. One message for an unknown e-mail
 * and a wrong password alike; the password is never sent back to the browser.
 */
export async function submitSignIn({ request, params, context }: Args) {
  const submission = parseWithZod(await request.formData(), { schema: signInSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }), expired: false }, { status: 400 });
  }

  const response = await getApi(context).request(`${interactionPath(params.uid)}/login`, {
    method: "POST",
    json: submission.value,
    authenticated: false,
    // Every attempt counts towards the throttle; a failed one is the user's to repeat.
    retry: false,
  });

  switch (response.status) {
    case 200: {
      const { redirectTo } = await readApiData(response, signedInRedirectSchema);
      // The authorization server issues the code there: a document navigation.
      return redirectDocument(redirectTo);
    }
    case 401: {
      await response.body?.cancel();
      return data(
        {
          result: submission.reply({ formErrors: [invalidCredentialsMessage], hideFields }),
          expired: false,
        },
        { status: 401 },
      );
    }
    case 429: {
      const error = await readApiError(response);
      const details = throttleDetailsSchema.safeParse(error.details);
      const minutes = Math.max(1, Math.ceil((details.data?.retryAfterSeconds ?? 900) / 60));
      return data(
        {
          result: submission.reply({ formErrors: [throttledMessage], hideFields }),
          retryAfterMinutes: minutes,
          expired: false,
        },
        { status: 429 },
      );
    }
    case 404: {
      await response.body?.cancel();
      return data({ result: null, expired: true }, { status: 404 });
    }
    default:
      return throwApiError(response);
  }
}
