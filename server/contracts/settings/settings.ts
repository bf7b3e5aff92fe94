import { z } from "zod";

/**
 * GET and PUT /api/settings (decision 005): the body taken and the answer given are one shape.
 * A contract file imports zod only, so the web checks answers with it too (decision 041).
 */

/**
 * Whether this runtime can show times in `zone`: every IANA name it knows, its older aliases
 * (US/Eastern, Europe/Kiev) too, so a zone stored under a name a later ICU no longer lists
 * still reads (the settings page would otherwise fail on it).
 */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const settingsSchema = z.object({
  autoProcess: z.boolean(),
  tenantName: z.string().trim().min(1).max(200),
  timeZone: z
    .string()
    .refine(
      (zone) => zone.length <= 100 && isKnownTimeZone(zone),
      "must be a time zone such as Europe/Brussels",
    ),
  /** Log entries older than this many days are deleted (decision 050); left out: kept as is. */
  logRetentionDays: z.number().int().min(1).max(3650).optional(),
});
export type Settings = z.infer<typeof settingsSchema>;
