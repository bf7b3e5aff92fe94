import { createCookie, createCookieSessionStorage } from "react-router";

const day = 24 * 60 * 60;

// start-fennec sets SESSION_SECRET (generated outside production) before the build loads.
const secrets = [process.env.SESSION_SECRET ?? "fennec-development-only-secret"];

/**
 * Spec section 9: the access token lives in a cookie for 1 day, the refresh token for 2 days,
 * both SameSite=Strict (Secure is added per request, see request-security.server.ts). They are
 * HttpOnly and signed: browser JavaScript never sees a token.
 */
export const accessTokenCookie = createCookie("fennec-access", {
  path: "/",
  httpOnly: true,
  sameSite: "strict",
  maxAge: day,
  secrets,
});

export const refreshTokenCookie = createCookie("fennec-refresh", {
  path: "/",
  httpOnly: true,
  sameSite: "strict",
  maxAge: 2 * day,
  secrets,
});

export type WebSessionData = {
  /** The tenant chosen with the tenant switcher; absent means the API's default (the tenant joined first). */
  tenantId: string;
  /** Where /auth/logging-in sends the user when sign-in started from a guarded page. */
  returnTo: string;
};

/** The rest of the web session: the chosen tenant and the page to return to after sign-in. */
export const webSessionStorage = createCookieSessionStorage<WebSessionData>({
  cookie: {
    name: "fennec-session",
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    maxAge: 2 * day,
    secrets,
  },
});
