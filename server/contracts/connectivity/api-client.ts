import { z } from "zod";

/**
 * The API clients API (spec sections 3, 5, 7; issue 18): what it takes and answers. A contract
 * file imports zod only, so the web can check the API's answers with the very schemas the API
 * declares (decision 041).
 */

/** Spec section 3's permission values an API client may hold, as OAuth scopes. */
export const API_CLIENT_SCOPES = [
  "read:order_data",
  "write:order_data",
  "read:reference_data",
  "write:reference_data",
  "read:validated_order",
] as const;
export type ApiClientScope = (typeof API_CLIENT_SCOPES)[number];

export const API_CLIENT_NAME_MAX_LENGTH = 200;

/** Body of POST /api/connectivity/api-clients and PUT /{id}. */
export const apiClientInputSchema = z.object({
  name: z.string().trim().min(1).max(API_CLIENT_NAME_MAX_LENGTH),
  /** The end of the chosen day in UTC, e.g. 2027-03-31T23:59:59+00:00; null: never expires. */
  expiration_date: z.iso.datetime({ offset: true }).nullable(),
  scopes: z
    .array(z.enum(API_CLIENT_SCOPES))
    .min(1, { error: "At least one permission must be selected" })
    .max(API_CLIENT_SCOPES.length * 4)
    .transform((scopes) => [...new Set(scopes)]),
});
export type ApiClientInput = z.input<typeof apiClientInputSchema>;

export const API_CLIENT_STATUSES = ["active", "expired"] as const;

export const apiClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the client sends as client_id to /oauth/token. */
  client_id: z.string(),
  scopes: z.array(z.enum(API_CLIENT_SCOPES)),
  expiration_date: z.string().nullable(),
  status: z.enum(API_CLIENT_STATUSES),
  last_used_at: z.string().nullable(),
  /** When the current secret was issued (create or the last revoke). */
  secret_issued_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiClient = z.infer<typeof apiClientSchema>;

/** Answered by create and by revoke: the secret, this once. Only its hash is stored. */
export const apiClientWithSecretSchema = apiClientSchema.extend({ client_secret: z.string() });
export type ApiClientWithSecret = z.infer<typeof apiClientWithSecretSchema>;
