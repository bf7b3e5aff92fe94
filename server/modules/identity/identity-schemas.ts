import { z } from "@hono/zod-openapi";
import { pageMetaSchema } from "../../contracts/paging/page-meta.ts";
import { pageQuerySchema } from "../../http/paging.ts";
import { MIN_PASSWORD_LENGTH } from "./password-hashing.ts";
import { PERMISSIONS, ROLES } from "./roles.ts";

export const tenantSchema = z.object({ id: z.uuid(), key: z.string(), name: z.string() });

export const meSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.string()),
  tenants: z.array(tenantSchema),
  current_tenant_id: z.uuid(),
});

export const roleSchema = z.object({
  key: z.enum(ROLES),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Whether the caller may grant it: never a role above their own. */
  assignable: z.boolean(),
});

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  active: z.boolean(),
  tenant_ids: z.array(z.uuid()),
});

const name = z.string().trim().max(100);

export const newUserSchema = z.object({
  email: z.email().max(254),
  first_name: name,
  last_name: name,
  role: z.enum(ROLES),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(200),
});

/**
 * The membership in the current tenant: a user's name and password are theirs alone, so names
 * sent here are ignored (decision 019).
 */
export const userChangesSchema = z.object({
  role: z.enum(ROLES),
  active: z.boolean(),
  tenant_ids: z.array(z.uuid()).optional(),
});

export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().max(200).optional(),
});

export const userListSchema = z.object({ data: z.array(userSchema), meta: pageMetaSchema });
export const userIdParamsSchema = z.object({ id: z.string().max(100) });

export const credentialsSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(200),
});
export const interactionParamsSchema = z.object({ uid: z.string().min(1).max(100) });

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

export const invitationIdParamsSchema = z.object({ id: z.string().max(100) });
