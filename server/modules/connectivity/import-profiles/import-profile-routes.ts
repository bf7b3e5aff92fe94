import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  importProfileConfigurationInputSchema,
  importProfileCreateInputSchema,
  importProfileFilesQuerySchema,
  importProfileFilesSchema,
  importProfileGeneralInfoInputSchema,
  importProfileMappingInputSchema,
  importProfileRunSchema,
  importProfileScheduleInputSchema,
  importProfileSchema,
  importProfileTestResultSchema,
} from "../../../contracts/connectivity/import-profile.ts";
import { pageMetaSchema } from "../../../contracts/paging/page-meta.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../../http/openapi-helpers.ts";
import { pageQuerySchema } from "../../../http/paging.ts";
import type { Provider } from "../../../oauth/provider.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import { remoteFailedResponse } from "../file-transfer/remote-failure.ts";
import { listImportProfileFiles, testImportProfile } from "./browse-import-profile.ts";
import type { ImportProfileAccess } from "./import-profile-session.ts";
import {
  createImportProfile,
  deleteImportProfile,
  getImportProfile,
  listImportProfileRuns,
  listImportProfiles,
  updateImportProfileConfiguration,
  updateImportProfileGeneralInfo,
  updateImportProfileMapping,
  updateImportProfileSchedule,
} from "./import-profiles-service.ts";
import { startImportRunNow } from "./run-import-profile.ts";

const BASE = "/connectivity/profiles/import";
const paramsSchema = z.object({ id: z.string() });

/** Import profiles (spec section 7, connectivity; issue 19; decision 047): an administrator's. */
export function registerImportProfileRoutes(
  api: ApiApp,
  provider: Provider,
  pool: pg.Pool,
  access: ImportProfileAccess,
) {
  const manage = [authenticate(provider, pool), requirePermission("manage:connectivity")];
  const pagedProfiles = z.object({ data: z.array(importProfileSchema), meta: pageMetaSchema });

  api.openapi(
    createRoute({
      method: "get",
      path: BASE,
      summary: "List import profiles",
      middleware: manage,
      request: { query: pageQuerySchema },
      responses: { 200: jsonResponse(pagedProfiles, "Import profiles, by name") },
    }),
    async (c) =>
      c.json(
        await listImportProfiles(
          pool,
          c.get("auth").tenant.id,
          c.req.valid("query"),
          new URL(c.req.url).pathname,
        ),
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: BASE,
      summary: "Create an import profile",
      description:
        "It fetches files from an FTP or SFTP server and imports them into an asset type, on its schedule; its connection, mapping and schedule are set with the update calls.",
      middleware: manage,
      request: jsonBody(importProfileCreateInputSchema),
      responses: { 201: jsonResponse(dataOf(importProfileSchema), "Created") },
    }),
    async (c) =>
      c.json(
        { data: await createImportProfile(pool, c.get("auth").tenant.id, c.req.valid("json")) },
        201,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/{id}`,
      summary: "Get an import profile",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 200: jsonResponse(dataOf(importProfileSchema), "An import profile") },
    }),
    async (c) =>
      c.json(
        { data: await getImportProfile(pool, c.get("auth").tenant.id, c.req.valid("param").id) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "delete",
      path: `${BASE}/{id}`,
      summary: "Delete an import profile",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 204: { description: "Deleted, with its runs" } },
    }),
    async (c) => {
      await deleteImportProfile(pool, c.get("auth").tenant.id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/{id}/update/general-info`,
      summary: "Change an import profile's name, status and asset type",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(importProfileGeneralInfoInputSchema) },
      responses: { 200: jsonResponse(dataOf(importProfileSchema), "The changed profile") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      return c.json(
        { data: await updateImportProfileGeneralInfo(pool, c.get("auth").tenant.id, id, input) },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/{id}/update/configuration`,
      summary: "Change an import profile's server and files",
      description:
        "The server, the directory, the file-name pattern, the encoding and what becomes of an imported file (keep, delete or move). An empty password or key keeps the stored one while the server stays the same (another needs it again: 422 `secret_address_changed`); null removes it.",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(importProfileConfigurationInputSchema) },
      responses: { 200: jsonResponse(dataOf(importProfileSchema), "The changed profile") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const tenantId = c.get("auth").tenant.id;
      return c.json(
        { data: await updateImportProfileConfiguration(pool, access.box, tenantId, id, input) },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/{id}/update/mapping`,
      summary: "Change an import profile's mapping",
      description:
        "Per column of the file's header, the field it fills or none; a fetched file's columns are matched by header name.",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(importProfileMappingInputSchema) },
      responses: { 200: jsonResponse(dataOf(importProfileSchema), "The changed profile") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      return c.json(
        { data: await updateImportProfileMapping(pool, c.get("auth").tenant.id, id, input) },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/{id}/update/schedule`,
      summary: "Change an import profile's schedule",
      description:
        "None (run by hand only), hourly, daily, weekly or a cron expression, in the tenant's time zone.",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(importProfileScheduleInputSchema) },
      responses: { 200: jsonResponse(dataOf(importProfileSchema), "The changed profile") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      return c.json(
        { data: await updateImportProfileSchedule(pool, c.get("auth").tenant.id, id, input) },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/{id}/files`,
      summary: "Browse the import server's files",
      description:
        "One directory of the profile's server (`path`, default its directory), the files matching its pattern marked. A profile without a saved connection is refused (422). A server that cannot be reached or refuses answers 502 `remote_server_failed`, a path that may not be sent (`..`, control characters, backslashes) 422 `validation_failed`, each with the stable code in `details.code` (decision 045), as the export profiles' browsing does.",
      middleware: manage,
      request: { params: paramsSchema, query: importProfileFilesQuerySchema },
      responses: {
        200: jsonResponse(dataOf(importProfileFilesSchema), "A directory of the profile's server"),
        502: remoteFailedResponse,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { path } = c.req.valid("query");
      const tenantId = c.get("auth").tenant.id;
      return c.json({ data: await listImportProfileFiles(pool, access, tenantId, id, path) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/{id}/test`,
      summary: "Test an import profile's connection",
      description:
        "Connects and lists its directory; the answer says what failed. An SFTP host key met for the first time is pinned.",
      middleware: manage,
      request: { params: paramsSchema },
      responses: {
        200: jsonResponse(dataOf(importProfileTestResultSchema), "Whether the connection works"),
      },
    }),
    async (c) =>
      c.json(
        {
          data: await testImportProfile(
            pool,
            access,
            c.get("auth").tenant.id,
            c.req.valid("param").id,
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/{id}/records`,
      summary: "List an import profile's runs",
      middleware: manage,
      request: { params: paramsSchema, query: pageQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(importProfileRunSchema), meta: pageMetaSchema }),
          "The profile's runs, newest first",
        ),
      },
    }),
    async (c) =>
      c.json(
        await listImportProfileRuns(
          pool,
          c.get("auth").tenant.id,
          c.req.valid("param").id,
          c.req.valid("query"),
          new URL(c.req.url).pathname,
        ),
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/{id}/run`,
      summary: "Run an import profile now",
      description:
        "Starts a run in the background (202): its files are fetched and imported, a file imported before is skipped. Refused while a run is going (409).",
      middleware: manage,
      request: { params: paramsSchema },
      responses: {
        202: jsonResponse(dataOf(importProfileRunSchema), "The run, started"),
      },
    }),
    async (c) =>
      c.json(
        { data: await startImportRunNow(pool, c.get("auth").tenant.id, c.req.valid("param").id) },
        202,
      ),
  );
}
