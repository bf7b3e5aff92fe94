import { asc, desc, eq, inArray } from "drizzle-orm";
import type pg from "pg";
import { integrations, orderDeliveries } from "../../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import {
  secretAddressChanged,
  storedSecretUsableFor,
  urlSecretOrigin,
} from "../../../security/stored-secret-origin.ts";
import type { DeliveryStatus } from "../../orders/delivery/delivery-statuses.ts";
import type { ConnectionTestResult } from "./erp-connector.ts";
import { ERP_CONNECTOR_TYPES, type ErpType } from "./erp-connector-types.ts";
import {
  type IntegrationInput,
  type IntegrationTestInput,
  integrationRulesSchema,
} from "./integration-input.ts";

type IntegrationRow = typeof integrations.$inferSelect;
type LastDelivery = { at: string; status: DeliveryStatus };

export function presentIntegration(row: IntegrationRow, lastDelivery: LastDelivery | null = null) {
  return {
    id: row.id,
    name: row.name,
    erp_type: row.erpType as ErpType,
    active: row.active,
    settings: row.settings,
    api_key_set: row.sealedApiKey !== null,
    // Parsed, so rows stored before a rule existed answer with its default.
    rules: integrationRulesSchema.parse(row.rules),
    last_delivery: lastDelivery,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function requireIntegration(tx: Transaction, id: string) {
  const [row] = isUuid(id)
    ? await tx.db.select().from(integrations).where(eq(integrations.id, id)).limit(1)
    : [];
  if (!row) throw notFound("Integration", id);
  return row;
}

const apiKeyRequired = () =>
  new AppError("validation_failed", "Validation or transformation failed", [
    { path: ["settings", "api_key"], message: "The API key is required" },
  ]);

/**
 * The stored API key, sealed, when it may go to `baseUrl`: only to the origin it was saved for
 * (decision 065). For another, the caller types the key again.
 */
function storedKeyFor(row: IntegrationRow, baseUrl: string): string | null {
  if (!row.sealedApiKey) return null;
  const savedFor = urlSecretOrigin(String(row.settings.base_url ?? ""));
  if (!storedSecretUsableFor(savedFor, urlSecretOrigin(baseUrl))) {
    throw secretAddressChanged(
      ["settings", "api_key"],
      "Enter the API key again: the address changed",
    );
  }
  return row.sealedApiKey;
}

/** The settings kept in the clear: everything but the API key. */
function plainSettings(settings: IntegrationInput["settings"]) {
  const { api_key: _secret, ...rest } = settings;
  return rest;
}

/** The latest delivery of each of `ids` (the one changed last): when, and how it stands. */
async function lastDeliveries(tx: Transaction, ids: string[]) {
  if (ids.length === 0) return new Map<string, LastDelivery>();
  const rows = await tx.db
    .selectDistinctOn([orderDeliveries.integrationId], {
      integrationId: orderDeliveries.integrationId,
      status: orderDeliveries.status,
      updatedAt: orderDeliveries.updatedAt,
    })
    .from(orderDeliveries)
    .where(inArray(orderDeliveries.integrationId, ids))
    .orderBy(orderDeliveries.integrationId, desc(orderDeliveries.updatedAt));
  return new Map(
    rows.map((row) => [
      row.integrationId as string,
      { at: row.updatedAt.toISOString(), status: row.status as DeliveryStatus },
    ]),
  );
}

export function listIntegrations(pool: pg.Pool, tenantId: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const rows = await tx.db.select().from(integrations).orderBy(asc(integrations.name));
    const last = await lastDeliveries(
      tx,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentIntegration(row, last.get(row.id) ?? null));
  });
}

export function getIntegration(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const row = await requireIntegration(tx, id);
    const last = await lastDeliveries(tx, [row.id]);
    return presentIntegration(row, last.get(row.id) ?? null);
  });
}

export function createIntegration(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  input: IntegrationInput,
) {
  if (!input.settings.api_key) throw apiKeyRequired();
  const sealedApiKey = box.seal(input.settings.api_key);
  return withTenant(pool, tenantId, async (tx) => {
    const [row] = await tx.db
      .insert(integrations)
      .values({
        tenantId,
        name: input.name,
        erpType: input.erp_type,
        active: input.active,
        settings: plainSettings(input.settings),
        sealedApiKey,
        rules: input.rules,
      })
      .returning();
    return presentIntegration(row as IntegrationRow);
  });
}

/**
 * Changes an integration; its ERP type stays. An empty API key keeps the stored one while the
 * base URL keeps its origin; a new origin needs the key again.
 */
export function updateIntegration(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  id: string,
  input: IntegrationInput,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const current = await requireIntegration(tx, id);
    if (current.erpType !== input.erp_type) {
      throw new AppError("validation_failed", "Validation or transformation failed", [
        { path: ["erp_type"], message: "The ERP type of an integration cannot be changed" },
      ]);
    }
    const sealedApiKey = input.settings.api_key
      ? box.seal(input.settings.api_key)
      : storedKeyFor(current, input.settings.base_url);
    const [row] = await tx.db
      .update(integrations)
      .set({
        name: input.name,
        active: input.active,
        settings: plainSettings(input.settings),
        sealedApiKey,
        rules: input.rules,
        updatedAt: new Date(),
      })
      .where(eq(integrations.id, id))
      .returning();
    const last = await lastDeliveries(tx, [id]);
    return presentIntegration(row as IntegrationRow, last.get(id) ?? null);
  });
}

export function deleteIntegration(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    await requireIntegration(tx, id);
    await tx.db.delete(integrations).where(eq(integrations.id, id));
  });
}

/**
 * Tries the settings in the body through the outbound guard, before or after saving. With an
 * `id` and no API key in the body, the saved key is used, so the screen never needs it back —
 * if the base URL keeps the origin the key was saved for (decision 065).
 */
export async function testIntegration(
  pool: pg.Pool,
  box: SecretBox,
  guard: OutboundGuard,
  tenantId: string,
  input: IntegrationTestInput,
): Promise<ConnectionTestResult> {
  let apiKey = input.settings.api_key;
  if (!apiKey && input.id) {
    const id = input.id;
    const saved = await withTenant(pool, tenantId, (tx) => requireIntegration(tx, id));
    const sealed = storedKeyFor(saved, input.settings.base_url);
    apiKey = sealed ? box.open(sealed) : undefined;
  }
  if (!apiKey) throw apiKeyRequired();
  const connectorType = ERP_CONNECTOR_TYPES[input.erp_type];
  const connector = connectorType.connect(
    { ...input.settings, api_key: apiKey },
    // Shorter than a delivery's time-out: an administrator is waiting for the answer.
    { guard, timeoutMs: 10_000 },
  );
  return connector.test();
}
