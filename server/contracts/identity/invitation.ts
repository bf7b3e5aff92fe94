import { z } from "zod";
import { tenantSchema } from "./user.ts";

/** The identity API's invitations (decision 019), for the routes and the web (decision 041). */

/** An invitation of the current tenant, as its administrators see it. */
export const tenantInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});

/** An invitation addressed to the signed-in user. */
export const myInvitationSchema = z.object({
  id: z.uuid(),
  role: z.string(),
  tenant: tenantSchema,
  expires_at: z.string(),
});

/** POST /api/identity/users when the e-mail already has an account: it is invited instead (202). */
export const userInvitedSchema = z.object({ invitation: tenantInvitationSchema });
