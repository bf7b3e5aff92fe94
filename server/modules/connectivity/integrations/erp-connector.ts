import { z } from "@hono/zod-openapi";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";

/**
 * What Fennec needs from any ERP (decision 025): check a connection, hand over an order, read the
 * order's status. Each ERP type is one file implementing `ErpConnectorType`; the delivery job and
 * the integrations API only ever see this interface.
 */

/** A decimal as text, so no quantity is ever rounded by a float on the way to the ERP. */
const decimalText = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, "must be a positive decimal such as 12 or 2.5");

export const erpOrderLineSchema = z.object({
  productCode: z.string().trim().min(1).max(128),
  quantity: decimalText,
  /** Null: the product's own sales unit in the ERP. */
  unit: z.string().trim().min(1).max(32).nullable().default(null),
});

export const erpOrderSchema = z.object({
  header: z.object({
    customerNumber: z.string().trim().min(1).max(128),
    orderReference: z.string().trim().max(200).nullable().default(null),
    requestedDeliveryDate: z.iso.date().nullable().default(null),
    remarks: z.string().max(4000).nullable().default(null),
  }),
  lines: z.array(erpOrderLineSchema).min(1).max(10_000),
});
export type ErpOrder = z.infer<typeof erpOrderSchema>;
export type ErpOrderInput = z.input<typeof erpOrderSchema>;

import type {
  ErpSettings,
  erpSettingsSchema,
} from "../../../contracts/connectivity/integration.ts";

export {
  type ErpSettings,
  erpSettingsSchema,
} from "../../../contracts/connectivity/integration.ts";

/** One step of a connection test, in words an administrator understands. */
export type ConnectionCheck = {
  step: "address" | "connection" | "api_key";
  ok: boolean;
  message: string;
};
export type ConnectionTestResult = { ok: boolean; checks: ConnectionCheck[] };

/** A line the ERP refused; `line` counts the order's lines from 1. */
export type ErpLineError = { line: number; message: string };

/** Sending again (with the same idempotency key) may succeed: time-outs, 5xx, 429. */
export type TransientFailure = { outcome: "transient"; reason: string; retryAfterSeconds?: number };

export type SubmitResult =
  | { outcome: "accepted"; erpOrderNumber: string }
  /** Sending the same order again will not help: a person must change the order or the settings. */
  | { outcome: "refused"; reason: string; lineErrors: ErpLineError[] }
  | TransientFailure;

export const ERP_ORDER_STATUSES = ["received", "confirmed", "cancelled"] as const;
export type ErpOrderStatus = (typeof ERP_ORDER_STATUSES)[number];

export type StatusResult =
  | { outcome: "found"; status: ErpOrderStatus }
  | { outcome: "not_found" }
  | { outcome: "failed"; reason: string }
  | TransientFailure;

/** A connector bound to one integration's settings. */
export type ErpConnector = {
  /** Tries the address and the credentials; never throws, never repeats the API key. */
  test(): Promise<ConnectionTestResult>;
  /**
   * Hands the order over. The idempotency key must be the same for every attempt at the same
   * order (e.g. the order's id and version), so a retry after a lost answer creates no second
   * ERP order. Never throws for network trouble: that is a transient failure.
   */
  submit(order: ErpOrder, options: { idempotencyKey: string }): Promise<SubmitResult>;
  status(erpOrderNumber: string): Promise<StatusResult>;
};

export type ErpConnectorDependencies = {
  guard: OutboundGuard;
  /** For one HTTP call, redirects included. */
  timeoutMs?: number;
  maxResponseBytes?: number;
};

export type ErpConnectorType = {
  type: string;
  settingsSchema: typeof erpSettingsSchema;
  connect(settings: ErpSettings, dependencies: ErpConnectorDependencies): ErpConnector;
};
