import { z } from "zod";

/**
 * Spec section 5: a token response is only accepted when token_type is Bearer, expires_in a
 * positive integer and both tokens at least 10 characters long.
 */
export const tokenResponseSchema = z.object({
  token_type: z.string().refine((type) => type.toLowerCase() === "bearer"),
  expires_in: z.number().int().positive(),
  access_token: z.string().min(10),
  refresh_token: z.string().min(10),
  id_token: z.string().optional(),
});

export type TokenSet = { accessToken: string; refreshToken: string };

export function parseTokenResponse(body: unknown): TokenSet {
  const tokens = tokenResponseSchema.parse(body);
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
}
