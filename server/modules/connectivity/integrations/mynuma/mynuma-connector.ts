import { z } from "@hono/zod-openapi";
import { guardedFetch, OutboundRequestError } from "../../../../security/guarded-fetch.ts";
import { OutboundRefusedError } from "../../../../security/outbound-guard.ts";
import {
  type ConnectionTestResult,
  ERP_ORDER_STATUSES,
  type ErpConnector,
  type ErpConnectorDependencies,
  type ErpConnectorType,
  type ErpOrder,
  type ErpSettings,
  erpSettingsSchema,
  type StatusResult,
  type SubmitResult,
  type TransientFailure,
} from "../erp-connector.ts";

/** The mynuma ERP over its HTTP JSON API (mynuma-api.md). */

const DEFAULT_TIMEOUT_MS = 15_000;
// mynuma's answers are a few hundred bytes; a 422 for a huge order stays well below this.
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

const createdSchema = z.object({ order_number: z.string().min(1).max(128) });
const errorsSchema = z.object({
  errors: z
    .array(
      z.object({
        line: z.number().int().nullable().optional(),
        field: z.string().nullable().optional(),
        message: z.string().max(2000),
      }),
    )
    .max(10_000),
});
const statusSchema = z.object({ status: z.enum(ERP_ORDER_STATUSES) });

type Call = { ok: true; response: Response } | { ok: false; failure: unknown };

export const mynumaConnectorType: ErpConnectorType = {
  type: "mynuma",
  settingsSchema: erpSettingsSchema,
  connect: createMynumaConnector,
};

export function createMynumaConnector(
  settings: ErpSettings,
  dependencies: ErpConnectorDependencies,
): ErpConnector {
  // A trailing slash keeps a base URL's own path (https://erp.example/acme) in front of /api/v1.
  const base = new URL(
    settings.base_url.endsWith("/") ? settings.base_url : `${settings.base_url}/`,
  );
  const host = base.host;

  async function call(
    method: string,
    path: string,
    extra: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<Call> {
    try {
      const response = await guardedFetch(dependencies.guard, new URL(path, base), {
        method,
        headers: {
          accept: "application/json",
          authorization: `Bearer ${settings.api_key}`,
          ...extra.headers,
        },
        body: extra.body,
        timeoutMs: dependencies.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxResponseBytes: dependencies.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
      });
      return { ok: true, response };
    } catch (failure) {
      return { ok: false, failure };
    }
  }

  async function test(): Promise<ConnectionTestResult> {
    const result = await call("GET", "api/v1/ping");
    if (!result.ok) {
      if (result.failure instanceof OutboundRefusedError) {
        return {
          ok: false,
          checks: [
            {
              step: "address",
              ok: false,
              message: `Fennec may not connect to ${host}: it is not a public address.`,
            },
          ],
        };
      }
      const timedOut =
        result.failure instanceof OutboundRequestError && /timed out/.test(result.failure.message);
      return {
        ok: false,
        checks: [
          { step: "address", ok: true, message: `${host} may be reached.` },
          {
            step: "connection",
            ok: false,
            message: timedOut
              ? `${host} did not answer in time.`
              : `Could not connect to ${host}. Check the base URL and that the server is running.`,
          },
        ],
      };
    }
    const { status } = result.response;
    const reached = [
      { step: "address" as const, ok: true, message: `${host} may be reached.` },
      { step: "connection" as const, ok: true, message: `${host} answered.` },
    ];
    if (status === 200) {
      return {
        ok: true,
        checks: [
          ...reached,
          { step: "api_key", ok: true, message: "mynuma accepted the API key." },
        ],
      };
    }
    if (status === 401 || status === 403) {
      return {
        ok: false,
        checks: [
          ...reached,
          { step: "api_key", ok: false, message: "mynuma refused the API key." },
        ],
      };
    }
    const message =
      status === 404
        ? "There is no mynuma API at this base URL."
        : `mynuma answered with HTTP ${status}; try again later.`;
    return { ok: false, checks: [...reached, { step: "connection", ok: false, message }] };
  }

  async function submit(
    order: ErpOrder,
    options: { idempotencyKey: string },
  ): Promise<SubmitResult> {
    const result = await call("POST", "api/v1/sales-orders", {
      headers: { "content-type": "application/json", "idempotency-key": options.idempotencyKey },
      body: JSON.stringify(toMynumaOrder(order)),
    });
    if (!result.ok) return unreachable(result.failure);
    const { response } = result;
    if (response.status === 200 || response.status === 201) {
      const created = createdSchema.safeParse(await readJson(response));
      // The order may exist; the idempotency key makes asking again safe.
      if (!created.success)
        return { outcome: "transient", reason: "mynuma's answer could not be read" };
      return { outcome: "accepted", erpOrderNumber: created.data.order_number };
    }
    const transient = transientAnswer(response);
    if (transient) return transient;
    if (response.status === 401 || response.status === 403) {
      return { outcome: "refused", reason: "mynuma refused the API key", lineErrors: [] };
    }
    const errors = errorsSchema.safeParse(await readJson(response));
    const list = errors.success ? errors.data.errors : [];
    const lineErrors = list.flatMap((error) =>
      typeof error.line === "number" ? [{ line: error.line, message: error.message }] : [],
    );
    const orderErrors = list
      .filter((error) => typeof error.line !== "number")
      .map((e) => e.message);
    const reason =
      orderErrors.length > 0
        ? orderErrors.join("; ")
        : lineErrors.length > 0
          ? `mynuma refused ${lineErrors.length === 1 ? "1 line" : `${lineErrors.length} lines`}`
          : `mynuma refused the order (HTTP ${response.status})`;
    return { outcome: "refused", reason, lineErrors };
  }

  async function status(erpOrderNumber: string): Promise<StatusResult> {
    const result = await call("GET", `api/v1/sales-orders/${encodeURIComponent(erpOrderNumber)}`);
    if (!result.ok) {
      const failure = unreachable(result.failure);
      return failure.outcome === "refused"
        ? { outcome: "failed", reason: failure.reason }
        : failure;
    }
    const { response } = result;
    if (response.status === 200) {
      const parsed = statusSchema.safeParse(await readJson(response));
      if (!parsed.success)
        return { outcome: "transient", reason: "mynuma's answer could not be read" };
      return { outcome: "found", status: parsed.data.status };
    }
    if (response.status === 404) return { outcome: "not_found" };
    const transient = transientAnswer(response);
    if (transient) return transient;
    if (response.status === 401 || response.status === 403) {
      return { outcome: "failed", reason: "mynuma refused the API key" };
    }
    return { outcome: "failed", reason: `mynuma answered with HTTP ${response.status}` };
  }

  return { test, submit, status };
}

function toMynumaOrder(order: ErpOrder) {
  return {
    customer_number: order.header.customerNumber,
    reference: order.header.orderReference,
    requested_delivery_date: order.header.requestedDeliveryDate,
    remarks: order.header.remarks,
    lines: order.lines.map((line, index) => ({
      line: index + 1,
      product_code: line.productCode,
      quantity: line.quantity,
      unit: line.unit,
    })),
  };
}

/** The messages say what happened, never the URL's credentials or the key. */
function unreachable(
  failure: unknown,
): TransientFailure | { outcome: "refused"; reason: string; lineErrors: [] } {
  if (failure instanceof OutboundRefusedError) {
    // A setting must change first: sending again would be refused the same way.
    return { outcome: "refused", reason: failure.message, lineErrors: [] };
  }
  if (failure instanceof OutboundRequestError)
    return { outcome: "transient", reason: failure.message };
  return { outcome: "transient", reason: "Could not reach mynuma" };
}

function transientAnswer(response: Response): TransientFailure | undefined {
  if (response.status !== 429 && response.status < 500) return undefined;
  const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"));
  return {
    outcome: "transient",
    reason:
      response.status === 429
        ? "mynuma asked to slow down"
        : `mynuma is unavailable (HTTP ${response.status})`,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/** Retry-After is delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
