import { z } from "zod";
import { API_CLIENT_NAME_MAX_LENGTH } from "../../../server/contracts/connectivity/api-client";
import { API_CLIENT_PERMISSIONS } from "./api-client-input";

// Messages are translation keys (lib/translate-message.ts). The rules are spec section 5's, the
// limits the contract's, checked here first so a mistake is marked next to its field.

/** A real calendar day, YYYY-MM-DD (2027-02-30 is not one). */
function isDay(value: string) {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(value)
  );
}

const permission = z.boolean().default(false);

/**
 * The API client form. The permission rule's error sits on `scopes`, the name the API gives the
 * same mistake, so that the form and the API's 422 mark the same place: the permissions group.
 */
export const saveApiClientSchema = z
  .object({
    intent: z.literal("save"),
    name: z
      .string({ error: "api-clients:errors.nameRequired" })
      .trim()
      .min(1, { error: "api-clients:errors.nameRequired" })
      .max(API_CLIENT_NAME_MAX_LENGTH, { error: "api-clients:errors.nameTooLong" }),
    hasExpiration: z.boolean().default(false),
    expiration_date: z
      .string()
      .trim()
      .refine(isDay, { error: "api-clients:errors.dateInvalid" })
      .optional(),
    readOrderData: permission,
    writeOrderData: permission,
    readReferenceData: permission,
    writeReferenceData: permission,
  })
  .refine((form) => API_CLIENT_PERMISSIONS.some((name) => form[name] === true), {
    error: "api-clients:errors.permissionRequired",
    path: ["scopes"],
    // Said even when the name is missing too, so one submit shows every mistake.
    when: () => true,
  });
export type SaveApiClientForm = z.infer<typeof saveApiClientSchema>;

export const revokeApiClientSchema = z.object({ intent: z.literal("revoke") });
export const deleteApiClientSchema = z.object({ intent: z.literal("delete") });

/** The forms of /admin/api-clients/{id}, told apart by `intent` (convention 3). */
export const apiClientPageFormSchema = z.discriminatedUnion("intent", [
  saveApiClientSchema,
  revokeApiClientSchema,
  deleteApiClientSchema,
]);
export type ApiClientPageIntent = z.infer<typeof apiClientPageFormSchema>["intent"];

export function isApiClientPageIntent(value: unknown): value is ApiClientPageIntent {
  return value === "save" || value === "revoke" || value === "delete";
}
