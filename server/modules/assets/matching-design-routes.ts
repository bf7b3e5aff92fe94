import type pg from "pg";
import {
  aiFieldInputSchema,
  aiFieldSchema,
  indexInputSchema,
  indexSchema,
  relationshipInputSchema,
  relationshipSchema,
} from "../../contracts/assets/asset-type-design.ts";
import type { ApiApp } from "../../http/api-app.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import { createAiField, deleteAiField, listAiFields, updateAiField } from "./ai-fields-service.ts";
import { createIndex, deleteIndex, listIndexes } from "./entry-indexes-service.ts";
import {
  createRelationship,
  deleteRelationship,
  listRelationships,
  updateRelationship,
} from "./relationships-service.ts";
import { registerSubResourceRoutes } from "./sub-resource-routes.ts";

/** AI fields, relationships and indexes of asset types (spec section 7). */
export function registerMatchingDesignRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const signedIn = authenticate(provider, pool);
  const read = [signedIn, requirePermission("read:reference_data")];
  const write = [signedIn, requirePermission("manage:asset_types")];

  registerSubResourceRoutes(api, {
    segment: "ai-fields",
    noun: { one: "AI field", many: "AI fields" },
    descriptions: {
      create:
        "Names a field the order pipeline matches customers and products on, and as what (code, EAN, name…). A field is used once per purpose (409).",
    },
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
    noun: { one: "relationship", many: "relationships" },
    descriptions: { remove: "Also deletes every link between entries through it." },
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
    noun: { one: "index", many: "indexes" },
    descriptions: {
      create:
        "Answers at once; the index is built in the background, and its `status` says when it is ready or failed.",
      remove: "The index is dropped in the background.",
    },
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
