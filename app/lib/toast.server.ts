import { createCookieSessionStorage, redirect } from "react-router";
import { isSecureRequest } from "./request-security.server";
import { type Toast, type ToastInput, toastSchema } from "./toast";

const toastKey = "toast";

// A separate, short-lived cookie: a flash message survives exactly one redirect,
// so feedback after a plain (JavaScript-free) form post still reaches the next page.
const toastSessionStorage = createCookieSessionStorage({
  cookie: {
    name: "fennec-toast",
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secrets: [process.env.SESSION_SECRET ?? "fennec-development-only-secret"],
  },
});

/** Headers that flash `toast` to the next page the browser loads. */
export async function createToastHeaders(request: Request, toast: ToastInput) {
  const session = await toastSessionStorage.getSession();
  session.flash(toastKey, toastSchema.parse(toast));
  const cookie = await toastSessionStorage.commitSession(session, {
    secure: isSecureRequest(request),
  });
  return new Headers({ "Set-Cookie": cookie });
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers);
  for (const cookie of (await createToastHeaders(request, toast)).getSetCookie()) {
    headers.append("Set-Cookie", cookie);
  }
  return redirect(url, { ...init, headers });
}

/** Reads (and consumes) the flashed toast; the returned headers clear the cookie. */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastSessionStorage.getSession(request.headers.get("Cookie"));
  if (!session.has(toastKey)) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(session.get(toastKey));
  const headers = new Headers({
    "Set-Cookie": await toastSessionStorage.destroySession(session, {
      secure: isSecureRequest(request),
    }),
  });
  return { toast: parsed.success ? parsed.data : null, headers };
}
