import { z } from "@hono/zod-openapi";
import type pg from "pg";
import type { ApiApp } from "../../http/api-app.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import {
  AI_FIELD_PURPOSES,
  createAiField,
  deleteAiField,
  listAiFields,
  updateAiField,
} from "./ai-fields-service.ts";
import { createIndex, deleteIndex, INDEX_KINDS, listIndexes } from "./entry-indexes-service.ts";
import {
  createRelationship,
  deleteRelationship,
  listRelationships,
  RELATION_KINDS,
  updateRelationship,
} from "./relationships-service.ts";
import { registerSubResourceRoutes } from "./sub-resource-routes.ts";

const aiFieldSchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  field_id: z.uuid(),
  purpose: z.enum(AI_FIELD_PURPOSES),
});
const aiFieldInputSchema = z.object({
  field_id: z.string().max(100),
  purpose: z.enum(AI_FIELD_PURPOSES),
});

const relationshipSchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  kind: z.enum(RELATION_KINDS),
  target_asset_type_id: z.uuid(),
  key: z.string(),
  label: z.string(),
  inverse_label: z.string(),
});
const relationshipInputSchema = z.object({
  kind: z.enum(RELATION_KINDS),
  target_asset_type_id: z.string().max(100),
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, "must start with a letter and hold only a–z, 0–9 and _"),
  label: z.string().trim().min(1).max(100),
  inverse_label: z.string().trim().max(100).default(""),
});

const indexSchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  field_id: z.uuid(),
  kind: z.enum(INDEX_KINDS),
  status: z.enum(["pending", "ready", "failed"]),
  error: z.string().nullable(),
});
const indexInputSchema = z.object({ field_id: z.string().max(100), kind: z.enum(INDEX_KINDS) });

/** AI fields, relationships and indexes of asset types (spec section 7). */
export function registerMatchingDesignRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const signedIn = authenticate(provider, pool);
  const read = [signedIn, requirePermission("read:reference_data")];
  const write = [signedIn, requirePermission("manage:asset_types")];

  registerSubResourceRoutes(api, {
    segment: "ai-fields",
    listAllPath: "/dynamic-assets/asset-type-ai-fields",
    schema: aiFieldSchema,
    inputSchema: aiFieldInputSchema,
    read,
    write,
    service: {
      list: (tenantId, assetTypeId) => listAiFields(pool, tenantId, assetTypeId),
      create: (tenantId, assetTypeId, input) => createAiField(pool, tenantId, assetTypeId, input),
      update: (tenantId, assetTypeId, id, input) =>
        updateAiField(pool, tenantId, assetTypeId, id, input),
      remove: (tenantId, assetTypeId, id) => deleteAiField(pool, tenantId, assetTypeId, id),
    },
  });
  registerSubResourceRoutes(api, {
    segment: "relationships",
    listAllPath: "/dynamic-assets/asset-type-relationships",
    schema: relationshipSchema,
    inputSchema: relationshipInputSchema,
    read,
    write,
    service: {
      list: (tenantId, assetTypeId) => listRelationships(pool, tenantId, assetTypeId),
      create: (tenantId, assetTypeId, input) =>
        createRelationship(pool, tenantId, assetTypeId, input),
      update: (tenantId, assetTypeId, id, input) =>
        updateRelationship(pool, tenantId, assetTypeId, id, input),
      remove: (tenantId, assetTypeId, id) => deleteRelationship(pool, tenantId, assetTypeId, id),
    },
  });
  // Indexes have no update: drop one and create another.
  registerSubResourceRoutes(api, {
    segment: "indexes",
    listAllPath: "/dynamic-assets/asset-type-indexes",
    schema: indexSchema,
    inputSchema: indexInputSchema,
    read,
    write,
    service: {
      list: (tenantId, assetTypeId) => listIndexes(pool, tenantId, assetTypeId),
      create: (tenantId, assetTypeId, input) => createIndex(pool, tenantId, assetTypeId, input),
      remove: (tenantId, assetTypeId, id) => deleteIndex(pool, tenantId, assetTypeId, id),
    },
  });
}
