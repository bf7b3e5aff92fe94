import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  exportAttemptSchema,
  exportPreviewInputSchema,
  exportPreviewSchema,
  exportProfileGeneralInfoSchema,
  exportProfilePathSchema,
  exportProfileSchema,
  exportProfileTemplateSchema,
} from "../../../contracts/connectivity/export-profile.ts";
import {
  connectionTestSchema,
  remoteDirectorySchema,
} from "../../../contracts/connectivity/remote-server.ts";
import { pageMetaSchema } from "../../../contracts/paging/page-meta.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../../http/openapi-helpers.ts";
import { pageQuerySchema } from "../../../http/paging.ts";
import type { Provider } from "../../../oauth/provider.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import { remoteFailedResponse } from "../file-transfer/remote-failure.ts";
import { listExportAttempts } from "./export-attempts.ts";
import { previewExport } from "./export-preview.ts";
import {
  browseExportDirectories,
  type RemoteAccess,
  testExportConnection,
} from "./export-profile-remote.ts";
import {
  createExportProfile,
  deleteExportProfile,
  getExportProfile,
  listExportProfiles,
  updateExportProfileGeneralInfo,
  updateExportProfilePath,
  updateExportProfileTemplate,
} from "./export-profiles-service.ts";

const BASE = "/connectivity/profiles/export";
const paramsSchema = z.object({ id: z.string() });
const pagedProfiles = z.object({ data: z.array(exportProfileSchema), meta: pageMetaSchema });

/** Export profiles (spec section 7, connectivity; decision 046). */
export function registerExportProfileRoutes(
  api: ApiApp,
  provider: Provider,
  pool: pg.Pool,
  access: RemoteAccess,
) {
  const manage = [authenticate(provider, pool), requirePermission("manage:connectivity")];
  const tenantOf = (c: { get: (key: "auth") => { tenant: { id: string } } }) =>
    c.get("auth").tenant.id;

  api.openapi(
    createRoute({
      method: "get",
      path: BASE,
      summary: "List export profiles",
      middleware: manage,
      request: { query: pageQuerySchema },
      responses: { 200: jsonResponse(pagedProfiles, "Export profiles, by name") },
    }),
    async (c) =>
      c.json(
        await listExportProfiles(
          pool,
          tenantOf(c),
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
      summary: "Create an export profile",
      description:
        "While it is active, every order validated is written as a file to its FTP or SFTP server, or posted to its API, from its template; it starts with the chosen format's starter template. Passwords, keys and tokens are stored encrypted and answered only as `*_set`.",
      middleware: manage,
      request: jsonBody(exportProfileGeneralInfoSchema),
      responses: {
        201: jsonResponse(
          dataOf(exportProfileSchema),
          "Created, with the format's starter template",
        ),
      },
    }),
    async (c) =>
      c.json(
        { data: await createExportProfile(pool, access.box, tenantOf(c), c.req.valid("json")) },
        201,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/{id}`,
      summary: "Get an export profile",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 200: jsonResponse(dataOf(exportProfileSchema), "An export profile") },
    }),
    async (c) =>
      c.json({ data: await getExportProfile(pool, tenantOf(c), c.req.valid("param").id) }, 200),
  );
  api.openapi(
    createRoute({
      method: "delete",
      path: `${BASE}/{id}`,
      summary: "Delete an export profile",
      description: "Its pending runs are not written.",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 204: { description: "Deleted, with its runs and their log" } },
    }),
    async (c) => {
      await deleteExportProfile(pool, tenantOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/{id}/update/general-info`,
      summary: "Change an export profile's name, kind and destination",
      description:
        "An empty password, key or token keeps the stored one while the server or the URL's origin stays the same (another needs it again: 422 `secret_address_changed`); another host, port or protocol forgets a pinned SFTP host key.",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(exportProfileGeneralInfoSchema) },
      responses: { 200: jsonResponse(dataOf(exportProfileSchema), "The changed profile") },
    }),
    async (c) =>
      c.json(
        {
          data: await updateExportProfileGeneralInfo(
            pool,
            access.box,
            tenantOf(c),
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/{id}/update/path`,
      summary: "Change the directory an export profile writes to",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(exportProfilePathSchema) },
      responses: { 200: jsonResponse(dataOf(exportProfileSchema), "The changed profile") },
    }),
    async (c) =>
      c.json(
        {
          data: await updateExportProfilePath(
            pool,
            tenantOf(c),
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/{id}/update/template`,
      summary: "Change an export profile's template",
      description:
        "The template and the file-name template are saved only when both parse and the file name comes out as a name (not empty, not only an extension) for the tenant's last validated order and for it without its reference; otherwise 422 with the line and column, or the `code` (`empty-file-name`), in `details`. One preview or save per tenant at a time: a second waits up to 2 s, then 429 with `details.code` `templates-busy`.",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(exportProfileTemplateSchema) },
      responses: {
        200: jsonResponse(
          dataOf(exportProfileSchema),
          "The changed profile; a template that does not parse is refused with its line and column",
        ),
      },
    }),
    async (c) =>
      c.json(
        {
          data: await updateExportProfileTemplate(
            pool,
            tenantOf(c),
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/{id}/directories`,
      summary: "Browse the export server's directories",
      description:
        "One directory of the profile's FTP or SFTP server (`path`, default `/`). A profile that posts to an API has none (409). A server that cannot be reached or refuses answers 502 `remote_server_failed`, a path that may not be sent (`..`, control characters, backslashes) 422 `validation_failed`, each with the stable code in `details.code` (decision 045), as the import profiles' browsing does.",
      middleware: manage,
      request: { params: paramsSchema, query: z.object({ path: z.string().max(1024).optional() }) },
      responses: {
        200: jsonResponse(dataOf(remoteDirectorySchema), "One directory of the profile's server"),
        502: remoteFailedResponse,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await browseExportDirectories(
            pool,
            access,
            tenantOf(c),
            c.req.valid("param").id,
            c.req.valid("query").path,
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/{id}/test`,
      summary: "Test an export profile's connection",
      description:
        "Connects and lists its directory; the answer says what failed. An SFTP host key met for the first time is pinned.",
      middleware: manage,
      request: { params: paramsSchema },
      responses: {
        200: jsonResponse(
          dataOf(connectionTestSchema),
          "Connects and lists the profile's path; an SFTP host key met for the first time is pinned",
        ),
      },
    }),
    async (c) =>
      c.json(
        { data: await testExportConnection(pool, access, tenantOf(c), c.req.valid("param").id) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/{id}/preview`,
      summary: "Preview an export file",
      description:
        "Renders the posted template, or the saved one, with a validated order of the tenant (`order_id`, else the last validated), in a worker thread under a budget of 1 s. A template error is answered with its line and column, not refused; one Fennec raises itself has a `code`: `too-slow`, `too-much-memory`, `range-too-large` (a range of more than 100,000 numbers), `too-large` (a file over 10 MB), `empty-file-name`. One preview or save per tenant at a time: a second waits up to 2 s, then 429 with `details.code` `templates-busy`.",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(exportPreviewInputSchema) },
      responses: {
        200: jsonResponse(
          dataOf(exportPreviewSchema),
          "The file for a real validated order; a template error with its line and column",
        ),
      },
    }),
    async (c) =>
      c.json(
        {
          data: await previewExport(
            pool,
            tenantOf(c),
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/{id}/runs`,
      summary: "Read an export profile's delivery log",
      middleware: manage,
      request: { params: paramsSchema, query: pageQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(exportAttemptSchema), meta: pageMetaSchema }),
          "The delivery log: every attempt, newest first",
        ),
      },
    }),
    async (c) =>
      c.json(
        await listExportAttempts(
          pool,
          tenantOf(c),
          c.req.valid("param").id,
          c.req.valid("query"),
          new URL(c.req.url).pathname,
        ),
        200,
      ),
  );
}
