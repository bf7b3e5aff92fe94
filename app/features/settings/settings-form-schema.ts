import { z } from "zod";
import { isKnownTimeZone } from "../../../server/contracts/settings/settings";

/** The IANA time zones this runtime knows, for the tenant's default time zone. */
export const timeZones: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone")];

// Messages are translation keys (see lib/translate-message.ts).
export const settingsFormSchema = z.object({
  tenantName: z
    .string({ error: "settings:errors.tenantNameRequired" })
    .trim()
    .min(1, { error: "settings:errors.tenantNameRequired" })
    .max(200, { error: "settings:errors.tenantNameTooLong" }),
  autoProcess: z.boolean().default(false),
  timeZone: z
    .string({ error: "settings:errors.timeZoneInvalid" })
    .refine((zone) => zone.length <= 100 && isKnownTimeZone(zone), {
      error: "settings:errors.timeZoneInvalid",
    }),
  logRetentionDays: z
    .number({ error: "settings:errors.logRetentionDaysInvalid" })
    .int({ error: "settings:errors.logRetentionDaysInvalid" })
    .min(1, { error: "settings:errors.logRetentionDaysInvalid" })
    .max(3650, { error: "settings:errors.logRetentionDaysInvalid" }),
});
