import { z } from "zod";

// Messages are translation keys (see lib/translate-message.ts). The limits are the API's
// (server/modules/connectivity/integrations/integration-input.ts), checked here first so that a
// mistake is marked next to its field before anything is sent.

/** A setting an ERP type needs, as available-integrations lists it. */
export type SettingFieldSpec = {
  key: string;
  kind: string;
  required: boolean;
  secret: boolean;
};

const tooLong = { error: "integrations:errors.tooLong" };

const name = z
  .string({ error: "integrations:errors.nameRequired" })
  .trim()
  .min(1, { error: "integrations:errors.nameRequired" })
  .max(200, tooLong);

/** The form keeps the threshold as a percentage (95), the API as a fraction (0.95). */
const minConfidencePercent = z
  .number({ error: "integrations:errors.minConfidenceInvalid" })
  .min(0, { error: "integrations:errors.minConfidenceInvalid" })
  .max(100, { error: "integrations:errors.minConfidenceInvalid" });

const rules = z.object({
  status: z.object({ send_on: z.enum(["validated"]).default("validated") }).default({
    send_on: "validated",
  }),
  threshold: z.object({
    /** A checkbox: unticked is false. */
    enabled: z.boolean().default(false),
    min_confidence: minConfidencePercent,
  }),
});

/**
 * One setting's field. A secret (the API key) is required only when nothing is stored yet, and
 * only for saving: a test of a saved integration uses the stored key, and the API says so when
 * there is none.
 */
function settingValue(field: SettingFieldSpec, needsSecret: boolean) {
  const required = `integrations:errors.${field.secret ? "secretRequired" : "settingRequired"}`;
  if (field.secret && !(field.required && needsSecret)) {
    return z.string().trim().max(1000, tooLong).optional();
  }
  const text = z.string({ error: required }).trim().min(1, { error: required });
  if (!field.required && !field.secret) return text.max(2000, tooLong).optional();
  if (field.kind === "url") {
    return text
      .max(2000, tooLong)
      .pipe(z.url({ protocol: /^https?$/, error: "integrations:errors.urlInvalid" }));
  }
  return text.max(field.secret ? 1000 : 2000, tooLong);
}

function settingsSchema(fields: readonly SettingFieldSpec[], needsSecret: boolean) {
  return z.object(
    Object.fromEntries(fields.map((field) => [field.key, settingValue(field, needsSecret)])),
  );
}

/**
 * The form of /admin/integrations/{id}: save the integration (`mode` create or update), or try
 * its connection with the settings as they are in the form (convention 3: told apart by
 * `intent`). The settings are the ones the ERP type lists.
 */
export function integrationFormSchema(
  fields: readonly SettingFieldSpec[],
  mode: "create" | "update",
) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("save"),
      erp_type: z.string().min(1),
      name,
      active: z.boolean().default(false),
      settings: settingsSchema(fields, mode === "create"),
      rules,
    }),
    z.object({
      intent: z.literal("test"),
      erp_type: z.string().min(1),
      settings: settingsSchema(fields, false),
    }),
  ]);
}

type FormSchema = ReturnType<typeof integrationFormSchema>;
export type IntegrationForm = z.infer<FormSchema>;
export type SaveIntegrationForm = Extract<IntegrationForm, { intent: "save" }>;
export type TestIntegrationForm = Extract<IntegrationForm, { intent: "test" }>;
export type IntegrationFormIntent = IntegrationForm["intent"];

export function isIntegrationFormIntent(value: unknown): value is IntegrationFormIntent {
  return value === "save" || value === "test";
}

/** /admin/integrations: deleting one takes a ticked confirmation. */
export const deleteIntegrationSchema = z.object({
  intent: z.literal("delete"),
  id: z.string().min(1),
  confirm: z
    .boolean({ error: "integrations:errors.confirmDelete" })
    .refine((confirmed) => confirmed, { error: "integrations:errors.confirmDelete" }),
});
