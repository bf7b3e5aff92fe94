import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  importChangesSchema,
  importSchema,
  importWithErrorsSchema,
} from "../../../contracts/imports/asset-import.ts";
import { pageMetaSchema } from "../../../contracts/paging/page-meta.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { AppError } from "../../../http/app-error.ts";
import { dataOf, jsonBody, jsonResponse } from "../../../http/openapi-helpers.ts";
import { pageQuerySchema } from "../../../http/paging.ts";
import { receiveUpload } from "../../../http/receive-upload.ts";
import type { Provider } from "../../../oauth/provider.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import {
  createImport,
  deleteImport,
  getImport,
  listImports,
  updateImport,
} from "./asset-imports-service.ts";
import { IMPORT_LIMITS, RefusedFileError } from "./import-limits.ts";

const PATH = "/dynamic-assets/imports";

const paramsSchema = z.object({ id: z.string() });

/** Imports of files into asset types (spec section 7, dynamic assets). */
export function registerAssetImportRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const signedIn = authenticate(provider, pool);
  const read = [signedIn, requirePermission("read:reference_data")];
  const write = [signedIn, requirePermission("write:reference_data")];

  api.openapi(
    createRoute({
      method: "get",
      path: PATH,
      summary: "List imports",
      middleware: read,
      request: { query: pageQuerySchema.extend({ asset_type_id: z.string().optional() }) },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(importSchema), meta: pageMetaSchema }),
          "Imports, newest first",
        ),
      },
    }),
    async (c) =>
      c.json(
        await listImports(pool, c.get("auth").tenant.id, c.req.valid("query"), `/api${PATH}`),
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: PATH,
      summary: "Upload a file of entries to import",
      middleware: write,
      description:
        "multipart/form-data with `file` (CSV or XLSX) and `asset_type_id`. The file is checked and its columns mapped; PUT with `start: true` runs it.",
      responses: { 201: jsonResponse(dataOf(importSchema), "The import, waiting to be started") },
    }),
    async (c) => {
      const upload = await receiveUpload(c.req.raw, IMPORT_LIMITS.maxFileBytes);
      try {
        const assetTypeId = upload.fields.asset_type_id ?? "";
        const issues = [
          ...(assetTypeId ? [] : [{ path: ["asset_type_id"], message: "Choose an asset type" }]),
          ...(upload.file?.size ? [] : [{ path: ["file"], message: "Choose a file to import" }]),
        ];
        if (issues.length || !upload.file) {
          throw new AppError("validation_failed", "Validation or transformation failed", issues);
        }
        const auth = c.get("auth");
        const created = await createImport(pool, auth.tenant.id, auth.user?.id ?? null, {
          assetTypeId,
          fileName: upload.file.fileName,
          filePath: upload.file.filePath,
        });
        return c.json({ data: created }, 201);
      } catch (error) {
        if (error instanceof RefusedFileError) {
          throw new AppError("validation_failed", "Validation or transformation failed", [
            { path: ["file"], message: error.message },
          ]);
        }
        throw error;
      } finally {
        await upload.discard();
      }
    },
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${PATH}/{id}`,
      summary: "Get an import and its row errors",
      middleware: read,
      request: { params: paramsSchema },
      responses: {
        200: jsonResponse(dataOf(importWithErrorsSchema), "An import and its row errors"),
      },
    }),
    async (c) =>
      c.json(
        { data: await getImport(pool, c.get("auth").tenant.id, c.req.valid("param").id) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${PATH}/{id}`,
      summary: "Change or start an import",
      description:
        "Only while it waits for its mapping (409 after): another encoding or delimiter reads the file again; `mapping` names a field (or none) per column, `match_field` the field rows are matched on; `start: true` queues it to run.",
      middleware: write,
      request: { params: paramsSchema, ...jsonBody(importChangesSchema) },
      responses: { 200: jsonResponse(dataOf(importSchema), "The changed import") },
    }),
    async (c) => {
      const changes = c.req.valid("json");
      const updated = await updateImport(
        pool,
        c.get("auth").tenant.id,
        c.req.valid("param").id,
        changes,
      );
      return c.json({ data: updated }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: "delete",
      path: `${PATH}/{id}`,
      summary: "Delete an import",
      description:
        "Removes the import, its file and its errors; the entries it made stay. Not while it is queued or running (409).",
      middleware: write,
      request: { params: paramsSchema },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deleteImport(pool, c.get("auth").tenant.id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
}
