import { z } from "@hono/zod-openapi";
import { entrySchema } from "../../contracts/assets/asset-entry.ts";
import { pageMetaSchema } from "../../contracts/paging/page-meta.ts";
import { pageQuerySchema } from "../../http/paging.ts";

// Paths and queries only the server reads; the bodies and answers are contracts (decision 041).

export const assetTypeParamsSchema = z.object({ id: z.string().max(100) });
export const assetTypeIdParamsSchema = z.object({ assetTypeId: z.string().max(100) });

export const entryParamsSchema = z.object({
  assetTypeId: z.string().max(100),
  entryId: z.string().max(100),
});
export const entryListQuerySchema = pageQuerySchema.extend({
  search: z.string().max(200).optional(),
  sort: z.string().max(100).optional(),
  order: z.enum(["asc", "desc"]).default("asc"),
});
export const entryListSchema = z.object({ data: z.array(entrySchema), meta: pageMetaSchema });
