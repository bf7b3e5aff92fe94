import { z } from "zod";

/**
 * The sign-in page's calls (decision 005): GET /api/auth/interactions/{uid} answers the pending
 * sign-in; POST …/login answers where the browser goes on to. For the route and the web alike
 * (decision 041).
 */
export const pendingSignInSchema = z.object({ uid: z.string(), client_id: z.string() });

export const signedInRedirectSchema = z.object({ redirectTo: z.string() });
