import { z } from "zod";
import { DELIVERY_STATUSES } from "../orders/delivery-statuses.ts";

/**
 * Every ERP type Fennec can deliver to
 * (server/modules/connectivity/integrations/erp-connector-types.ts has a connector for each).
 */
export const ERP_TYPES = ["mynuma"] as const;
export type ErpType = (typeof ERP_TYPES)[number];

/** Settings every ERP type needs so far; snake_case because the integrations API carries them. */
export const erpSettingsSchema = z.object({
  base_url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2000),
  api_key: z.string().trim().min(1).max(1000),
});
export type ErpSettings = z.infer<typeof erpSettingsSchema>;

/**
 * What the integrations API takes and answers. The API key travels inside `settings` as the
 * available-integrations list names it, but is stored sealed apart from the other settings and
 * answered only as `api_key_set`.
 */

/**
 * Empty or left out: on create the key is missing, on update the stored one is kept while the
 * base URL keeps its origin (decision 065).
 */
const apiKey = z.string().trim().max(1000).optional();

export const integrationSettingsInputSchema = erpSettingsSchema.extend({ api_key: apiKey });

/** The spec's rule kinds: which status sends an order, and touchless validation (off). */
export const integrationRulesSchema = z
  .object({
    status: z.object({ send_on: z.enum(["validated"]).default("validated") }).default({
      send_on: "validated",
    }),
    threshold: z
      .object({
        enabled: z.boolean().default(false),
        /** Every extracted value needs at least this confidence (0 to 1). */
        min_confidence: z.number().min(0).max(1).default(0.95),
      })
      .default({ enabled: false, min_confidence: 0.95 }),
  })
  .default({
    status: { send_on: "validated" },
    threshold: { enabled: false, min_confidence: 0.95 },
  });
export type IntegrationRules = z.infer<typeof integrationRulesSchema>;

export const integrationInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    erp_type: z.enum(ERP_TYPES),
    active: z.boolean().default(true),
    settings: integrationSettingsInputSchema,
    rules: integrationRulesSchema,
  })
  .meta({ id: "IntegrationInput" });
export type IntegrationInput = z.infer<typeof integrationInputSchema>;

export const integrationTestInputSchema = z
  .object({
    erp_type: z.enum(ERP_TYPES),
    settings: integrationSettingsInputSchema,
    /**
     * A saved integration whose API key is used when `settings.api_key` is empty, for the origin
     * it was saved for only (decision 065).
     */
    id: z.string().optional(),
  })
  .meta({ id: "IntegrationTestInput" });
export type IntegrationTestInput = z.infer<typeof integrationTestInputSchema>;

export const integrationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    erp_type: z.enum(ERP_TYPES),
    active: z.boolean(),
    settings: z.record(z.string(), z.unknown()),
    api_key_set: z.boolean(),
    rules: integrationRulesSchema,
    /**
     * The integration's latest delivery (by its last change), or null when it has none yet;
     * answers from before deliveries existed lack it.
     */
    last_delivery: z
      .object({
        at: z.string(),
        status: z.enum(DELIVERY_STATUSES),
      })
      .nullable()
      .optional()
      .default(null),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Integration" });

export const connectionTestResultSchema = z
  .object({
    ok: z.boolean(),
    checks: z.array(
      z.object({
        step: z.enum(["address", "connection", "api_key"]),
        ok: z.boolean(),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: "IntegrationTestResult" });
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;
export type Integration = z.infer<typeof integrationSchema>;

/** One setting an ERP type needs, as the form shows it. */
export const settingFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.string(),
  required: z.boolean(),
  /** A secret is kept encrypted and never sent back; left empty on update, it is kept. */
  secret: z.boolean(),
});
export type SettingField = z.infer<typeof settingFieldSchema>;

/** GET /api/connectivity/available-integrations: an ERP type and the settings it needs. */
export const availableIntegrationSchema = z.object({
  erp_type: z.enum(ERP_TYPES),
  label: z.string(),
  settings: z.array(settingFieldSchema),
});
export type AvailableIntegration = z.infer<typeof availableIntegrationSchema>;
