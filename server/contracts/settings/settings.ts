import { z } from "zod";

/**
 * GET and PUT /api/settings (decision 005): the body taken and the answer given are one shape.
 * A contract file imports zod only, so the web checks answers with it too (decision 041).
 */

const timeZones = new Set(Intl.supportedValuesOf("timeZone"));

export const settingsSchema = z.object({
  autoProcess: z.boolean(),
  tenantName: z.string().trim().min(1).max(200),
  timeZone: z
    .string()
    .refine(
      (zone) => timeZones.has(zone) || zone === "UTC",
      "must be a time zone such as Europe/Brussels",
    ),
  /** Log entries older than this many days are deleted (decision 050); left out: kept as is. */
  logRetentionDays: z.number().int().min(1).max(3650).optional(),
});
export type Settings = z.infer<typeof settingsSchema>;
