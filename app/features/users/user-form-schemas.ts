import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../../../server/contracts/identity/password";

// Messages are translation keys (see lib/translate-message.ts).
const name = (field: "firstName" | "lastName") =>
  z
    .string({ error: `users:errors.${field}Required` })
    .trim()
    .min(1, { error: `users:errors.${field}Required` })
    .max(100, { error: "users:errors.tooLong" });

const role = z.string({ error: "users:errors.roleRequired" });

/** The API's own minimum (its contract), so the form refuses what the API would. */
export { MIN_PASSWORD_LENGTH as minimumPasswordLength };

export const createUserSchema = z.object({
  intent: z.literal("create"),
  email: z
    .string({ error: "users:errors.emailRequired" })
    .trim()
    .pipe(
      z.email({ error: "users:errors.emailInvalid" }).max(254, { error: "users:errors.tooLong" }),
    ),
  first_name: name("firstName"),
  last_name: name("lastName"),
  role,
  password: z
    .string({ error: "users:errors.passwordRequired" })
    .min(MIN_PASSWORD_LENGTH, { error: "users:errors.passwordTooShort" })
    .max(200, { error: "users:errors.tooLong" }),
});

/** The membership in this tenant; the user's name and password are their own. */
export const updateUserSchema = z.object({
  intent: z.literal("update"),
  id: z.string(),
  role,
  /** Unchecked: the user is deactivated and cannot sign in. */
  active: z.boolean().default(false),
  /** Present when the form shows the tenant checkboxes; then none checked means none. */
  tenants_shown: z.literal("1").optional(),
  tenant_ids: z.array(z.string()).default([]),
});

export const deleteUserSchema = z.object({
  intent: z.literal("delete"),
  id: z.string(),
  confirm: z
    .boolean({ error: "users:errors.confirmDelete" })
    .refine((confirmed) => confirmed, { error: "users:errors.confirmDelete" }),
});

export const cancelInvitationSchema = z.object({
  intent: z.literal("cancel-invitation"),
  id: z.string(),
});

/** The forms of /admin/users, told apart by `intent` (convention 3). */
export const userFormSchema = z.discriminatedUnion("intent", [
  createUserSchema,
  updateUserSchema,
  deleteUserSchema,
  cancelInvitationSchema,
]);

export type UserFormIntent = z.infer<typeof userFormSchema>["intent"];
