import { z } from "zod";
import { pageMetaSchema } from "../paging/page-meta.ts";
import { MIN_PASSWORD_LENGTH } from "./password.ts";
import { PERMISSIONS, ROLES } from "./roles.ts";

/**
 * The identity API's users, roles and the signed-in user (spec section 7; decisions 005, 019): what
 * it takes and answers, for the routes and the web (decision 041).
 */

export const tenantSchema = z.object({ id: z.uuid(), key: z.string(), name: z.string() });
export type Tenant = z.infer<typeof tenantSchema>;

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
  /** The tenants, among those the caller administers, the user belongs to. */
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

export const userListSchema = z.object({ data: z.array(userSchema), meta: pageMetaSchema });
