import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  inquiryDetailSchema,
  inquirySchema,
  inquiryTransitionSchema,
} from "../../../contracts/orders/order-inquiry.ts";
import { pageMetaSchema } from "../../../contracts/paging/page-meta.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../../http/openapi-helpers.ts";
import { pageQuerySchema } from "../../../http/paging.ts";
import { refuseUnreadableQuery } from "../../../http/query-refusal.ts";
import type { Provider } from "../../../oauth/provider.ts";
import {
  authenticate,
  requireAnyPermission,
  requirePermission,
  requirePerson,
} from "../../identity/authenticate.ts";
import { type Authenticated, personOf } from "../../identity/authenticated.ts";
import { rejectOrderSchema, writeOrderSchema } from "../validation/order-input.ts";
import { ARCHIVED } from "../validation/order-transitions.ts";
import { rejectOrder, writeOrder } from "../validation/validation-service.ts";
import {
  getInquiry,
  inquiryCounts,
  listInquiries,
  pendingInquiries,
  processInquiries,
  rejectInquiries,
  retryInquiry,
  SORTABLE,
} from "./inquiries-service.ts";
import { INQUIRY_STATUSES } from "./inquiry-statuses.ts";

const PATH = "/orders/order-inquiries";

const validationBound = z.iso.datetime({ offset: true }).or(z.iso.date());

const listQuerySchema = pageQuerySchema.extend({
  status: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",") : undefined))
    .pipe(z.array(z.enum(INQUIRY_STATUSES)).optional()),
  channel_id: z.string().optional(),
  customer_number: z.string().optional(),
  received_from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  received_to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  validated_from: validationBound.optional().openapi({
    description:
      "Only orders validated at or after this: a date-time with its offset, or a date (YYYY-MM-DD) for the whole day in the tenant's time zone. Included. Anything else is refused with 400.",
    example: "2026-03-01",
  }),
  validated_to: validationBound.optional().openapi({
    description:
      "Only orders validated at or before this: a date-time with its offset, or a date (YYYY-MM-DD) for the whole day in the tenant's time zone. Included. Anything else is refused with 400.",
    example: "2026-03-31",
  }),
  search: z.string().max(200).optional(),
  sort_by: z.enum(SORTABLE).optional(),
  sort_order: z.enum(["asc", "desc"]).optional(),
});

const idsSchema = z.object({ orderInquiryIds: z.array(z.string()).min(1).max(500) });

/** Order inquiries (spec section 7, orders). */
export function registerInquiryRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const signedIn = authenticate(provider, pool);
  const read = [signedIn, requirePermission("read:order_data")];
  const readAny = [signedIn, requireAnyPermission("read:order_data", "read:validated_order")];
  // Processing, rejecting and validating are an operator's acts, recorded as theirs (and an
  // order validated by no person reads as automatic): API clients are refused (decision 042).
  const write = [signedIn, requirePermission("write:order_data"), requirePerson];
  const tenantOf = (auth: { tenant: { id: string } }) => auth.tenant.id;
  const userOf = (auth: Authenticated) => personOf(auth).user.id;
  /** With read:validated_order alone, only the archive's statuses (decision 016). */
  const within = (auth: Authenticated) =>
    auth.permissions.includes("read:order_data") ? undefined : ARCHIVED;

  api.openapi(
    createRoute({
      method: "get",
      path: PATH,
      summary: "List order inquiries",
      description:
        "Filtered by status, channel, customer, dates and `search`, the last changed first unless `sort_by` says otherwise. With `read:validated_order` alone, only the archive's: validated, submitted, completed and rejected.",
      middleware: readAny,
      request: { query: listQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(inquirySchema), meta: pageMetaSchema }),
          "Inquiries",
        ),
      },
    }),
    async (c) =>
      c.json(
        await listInquiries(
          pool,
          tenantOf(c.get("auth")),
          c.req.valid("query"),
          `/api${PATH}`,
          within(c.get("auth")),
        ),
        200,
      ),
    refuseUnreadableQuery,
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${PATH}/counts`,
      summary: "Count order inquiries per status",
      middleware: read,
      request: { query: z.object({ status: listQuerySchema.shape.status }) },
      responses: {
        200: jsonResponse(dataOf(z.record(z.string(), z.number().int())), "Inquiries per status"),
      },
    }),
    async (c) =>
      c.json(
        {
          data: await inquiryCounts(pool, tenantOf(c.get("auth")), c.req.valid("query").status),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${PATH}/pending`,
      summary: "List the order inquiries waiting to be processed",
      description:
        "Those in To process, or on their way: received, queued, processing or failed; the newest 500.",
      middleware: read,
      responses: { 200: jsonResponse(dataOf(z.array(inquirySchema)), "Waiting to be processed") },
    }),
    async (c) => c.json({ data: await pendingInquiries(pool, tenantOf(c.get("auth"))) }, 200),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${PATH}/process`,
      summary: "Process order inquiries",
      description:
        "Queues each received or failed inquiry for reading and matching; the others are answered as skipped. An operator's act: API clients are refused (403).",
      middleware: write,
      request: jsonBody(idsSchema),
      responses: { 200: jsonResponse(dataOf(inquiryTransitionSchema), "Queued for processing") },
    }),
    async (c) => {
      const { orderInquiryIds } = c.req.valid("json");
      return c.json(
        {
          data: await processInquiries(
            pool,
            tenantOf(c.get("auth")),
            userOf(c.get("auth")),
            orderInquiryIds,
          ),
        },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${PATH}/reject`,
      summary: "Reject order inquiries",
      description:
        "Rejects each inquiry that may still be rejected, without a reason; the others are answered as skipped. An operator's act: API clients are refused (403).",
      middleware: write,
      request: jsonBody(idsSchema),
      responses: { 200: jsonResponse(dataOf(inquiryTransitionSchema), "Rejected") },
    }),
    async (c) => {
      const { orderInquiryIds } = c.req.valid("json");
      return c.json(
        {
          data: await rejectInquiries(
            pool,
            tenantOf(c.get("auth")),
            userOf(c.get("auth")),
            orderInquiryIds,
          ),
        },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${PATH}/{id}`,
      summary: "Get an order inquiry",
      description:
        "With what extraction found (each value with its confidence and where it was read), the working order, its status history and the values operators changed. With `read:validated_order` alone, only the archive's.",
      middleware: readAny,
      request: { params: z.object({ id: z.string() }) },
      responses: {
        200: jsonResponse(dataOf(inquiryDetailSchema), "An inquiry and what extraction found"),
      },
    }),
    async (c) =>
      c.json(
        {
          data: await getInquiry(
            pool,
            tenantOf(c.get("auth")),
            c.req.valid("param").id,
            within(c.get("auth")),
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${PATH}/{id}/retry`,
      summary: "Retry an order inquiry",
      description:
        "A failed inquiry is processed again; an order that could not be sent is sent again. Anything else answers 409. An operator's act: API clients are refused (403).",
      middleware: write,
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: jsonResponse(dataOf(inquiryDetailSchema), "Queued again") },
    }),
    async (c) =>
      c.json(
        {
          data: await retryInquiry(
            pool,
            tenantOf(c.get("auth")),
            userOf(c.get("auth")),
            c.req.valid("param").id,
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${PATH}/{id}/order`,
      summary: "Save or validate an order",
      description:
        "Saves the order as the operator changed it, or validates it (`action`), which starts sending it to the integration, the webhooks and the export profiles. Refused (409) when its status does not allow it or it changed since `version`; 422 when a value is wrong. An operator's act: API clients are refused (403).",
      middleware: write,
      request: { params: z.object({ id: z.string() }), ...jsonBody(writeOrderSchema) },
      responses: {
        200: jsonResponse(
          dataOf(inquiryDetailSchema.extend({ next_id: z.string().nullable() })),
          "Saved or validated",
        ),
      },
    }),
    async (c) => {
      const auth = c.get("auth");
      const { id } = c.req.valid("param");
      const { nextId } = await writeOrder(
        pool,
        tenantOf(auth),
        userOf(auth),
        id,
        c.req.valid("json"),
      );
      return c.json(
        { data: { ...(await getInquiry(pool, tenantOf(auth), id)), next_id: nextId } },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${PATH}/{id}/reject-order`,
      summary: "Reject an order",
      description:
        "With the operator's reason; also an inquiry in which no order was found. Refused (409) when its status does not allow it or it changed since `version`. An operator's act: API clients are refused (403).",
      middleware: write,
      request: { params: z.object({ id: z.string() }), ...jsonBody(rejectOrderSchema) },
      responses: { 200: jsonResponse(dataOf(inquiryDetailSchema), "Rejected") },
    }),
    async (c) => {
      const auth = c.get("auth");
      const { id } = c.req.valid("param");
      await rejectOrder(pool, tenantOf(auth), userOf(auth), id, c.req.valid("json"));
      return c.json({ data: await getInquiry(pool, tenantOf(auth), id) }, 200);
    },
  );
}
