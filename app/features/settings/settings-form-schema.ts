import { z } from "zod";

// Messages are translation keys (see lib/translate-message.ts).
export const settingsFormSchema = z.object({
  tenantName: z
    .string({ error: "settings:errors.tenantNameRequired" })
    .trim()
    .min(1, { error: "settings:errors.tenantNameRequired" })
    .max(200, { error: "settings:errors.tenantNameTooLong" }),
  autoProcess: z.boolean().default(false),
});
