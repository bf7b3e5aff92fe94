import type pg from "pg";
import type { AiResult } from "../../../contracts/orders/order-inquiry.ts";
import {
  type Transaction,
  withTenant,
  withTenantSnapshot,
} from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import { type PageQuery, pageMeta } from "../../../http/paging.ts";
import { enqueue } from "../../../jobs/queue.ts";
import { exportAttemptsOfOrder } from "../../connectivity/export-profiles/export-attempts.ts";
import { deliveriesOf } from "../delivery/delivery-detail.ts";
import { retryDelivery } from "../delivery/retry-delivery.ts";
import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { actAs } from "../validation/acting-user.ts";
import { validationDetail } from "../validation/order-detail.ts";
import type { WorkingOrder } from "../validation/working-order.ts";
import {
  INQUIRY_STATUSES,
  type InquiryStatus,
  PENDING,
  PROCESS_INQUIRY_JOB,
  PROCESSABLE,
  REJECTABLE,
} from "./inquiry-statuses.ts";

type InquiryRow = {
  id: string;
  inbound_message_id: string;
  channel_id: string | null;
  status: InquiryStatus;
  subject: string | null;
  from_address: string | null;
  from_name: string | null;
  sent_at: Date | null;
  received_at: Date;
  error: string | null;
  customer_number: string | null;
  order_reference: string | null;
  processed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  customer_name: string | null;
  line_count: number | null;
  ai_accuracy: number | null;
  rejection_reason: string | null;
  validated_at: Date | null;
  erp_order_number: string | null;
  // The stored extraction, written by whichever extraction ran then: the contract reads it
  // leniently (server/contracts/orders/order-inquiry.ts).
  result?: AiResult | null;
  order?: WorkingOrder | null;
  validated_by?: string | null;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentInquiry(row: InquiryRow) {
  return {
    id: row.id,
    inbound_message_id: row.inbound_message_id,
    channel_id: row.channel_id,
    status: row.status,
    subject: row.subject,
    from_address: row.from_address,
    from_name: row.from_name,
    sent_at: iso(row.sent_at),
    received_at: iso(row.received_at) as string,
    error: row.error,
    customer_number: row.customer_number,
    order_reference: row.order_reference,
    processed_at: iso(row.processed_at),
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
    version: row.version,
    customer_name: row.customer_name,
    line_count: row.line_count,
    ai_accuracy: row.ai_accuracy,
    rejection_reason: row.rejection_reason,
    validated_at: iso(row.validated_at),
    erp_order_number: row.erp_order_number,
  };
}

const COLUMNS = `id, inbound_message_id, channel_id, status, subject, from_address, from_name, sent_at,
  received_at, error, customer_number, order_reference, processed_at, created_at, updated_at,
  version, customer_name, line_count, ai_accuracy, rejection_reason, validated_at, erp_order_number`;
export const SORTABLE = [
  "updated_at",
  "received_at",
  "status",
  "subject",
  "from_address",
  "customer_name",
  "validated_at",
] as const;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** The first moment of the day `date` (an SQL date expression) in the tenant's time zone ($1). */
const startOfDay = (date: string) =>
  `((${date})::date::timestamp at time zone (select time_zone from tenant_settings where tenant_id = $1))`;

export type InquiryQuery = PageQuery & {
  status?: InquiryStatus[];
  channel_id?: string;
  customer_number?: string;
  received_from?: string;
  received_to?: string;
  /** A date-time, or a date: that whole day in the tenant's time zone; both ends included. */
  validated_from?: string;
  validated_to?: string;
  search?: string;
  sort_by?: (typeof SORTABLE)[number];
  sort_order?: "asc" | "desc";
};

/**
 * Inquiries with the spec's filters, newest change first unless asked otherwise. `within`
 * limits them to some statuses whatever the filter asks (the archive of read:validated_order).
 */
export function listInquiries(
  pool: pg.Pool,
  tenantId: string,
  query: InquiryQuery,
  path: string,
  within?: readonly InquiryStatus[],
) {
  return withTenant(pool, tenantId, async (tx) => {
    const where = ["tenant_id = $1"];
    const params: unknown[] = [tenantId];
    const add = (condition: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (within) add((n) => `status = any(${n}::text[])`, within);
    if (query.status?.length) add((n) => `status = any(${n}::text[])`, query.status);
    if (query.channel_id) {
      if (!isUuid(query.channel_id)) return { data: [], meta: pageMeta(path, query, 0, 0) };
      add((n) => `channel_id = ${n}`, query.channel_id);
    }
    if (query.customer_number) add((n) => `customer_number = ${n}`, query.customer_number);
    if (query.received_from) add((n) => `received_at >= ${n}::timestamptz`, query.received_from);
    if (query.received_to) add((n) => `received_at < ${n}::timestamptz`, query.received_to);
    // Both ends included (decision 038): a day runs from its first moment in the tenant's time
    // zone to the first moment of the next.
    const from = query.validated_from;
    if (from) {
      add((n) => `validated_at >= ${isDay(from) ? startOfDay(n) : `${n}::timestamptz`}`, from);
    }
    const to = query.validated_to;
    if (to) {
      add(
        (n) =>
          isDay(to)
            ? `validated_at < ${startOfDay(`${n}::date + 1`)}`
            : `validated_at <= ${n}::timestamptz`,
        to,
      );
    }
    if (query.search?.trim()) {
      const pattern = `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      add(
        (n) =>
          `(subject ilike ${n} or from_address ilike ${n} or from_name ilike ${n} or order_reference ilike ${n} or customer_number ilike ${n})`,
        pattern,
      );
    }
    const sortBy = query.sort_by ?? "updated_at";
    const order = query.sort_order === "asc" ? "asc" : "desc";
    const condition = where.join(" and ");
    const { rows: total } = await tx.client.query<{ n: number }>(
      `select count(*)::int as n from order_inquiries where ${condition}`,
      params,
    );
    const { rows } = await tx.client.query<InquiryRow>(
      `select ${COLUMNS} from order_inquiries where ${condition}
       order by ${sortBy} ${order} nulls last, id
       limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
      params,
    );
    return {
      data: rows.map(presentInquiry),
      meta: pageMeta(path, query, total[0]?.n ?? 0, rows.length),
    };
  });
}

async function requireInquiry(tx: Transaction, id: string, within?: readonly InquiryStatus[]) {
  const { rows } = isUuid(id)
    ? await tx.client.query<InquiryRow>(
        `select ${COLUMNS}, result, "order", validated_by from order_inquiries where id = $1`,
        [id],
      )
    : { rows: [] as InquiryRow[] };
  const row = rows[0];
  if (!row || (within && !within.includes(row.status))) throw notFound("Order inquiry", id);
  return row;
}

/**
 * One inquiry with what extraction found (each value with confidence and provenance), the
 * working order, its status history and the values operators changed (decision 016); read from
 * one snapshot, so that its status agrees with its deliveries while a delivery job commits.
 */
export function getInquiry(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  within?: readonly InquiryStatus[],
) {
  return withTenantSnapshot(pool, tenantId, async (tx) => {
    const row = await requireInquiry(tx, id, within);
    return {
      ...presentInquiry(row),
      result: row.result ?? null,
      ...(await validationDetail(tx, tenantId, row.id, {
        order: row.order ?? null,
        result: (row.result as ExtractedOrder | null | undefined) ?? null,
        validated_by: row.validated_by ?? null,
      })),
      deliveries: await deliveriesOf(tx, tenantId, row.id),
      exports: await exportAttemptsOfOrder(tx, row.id),
    };
  });
}

/** How many inquiries are in each of `statuses` (all, by default). */
export function inquiryCounts(
  pool: pg.Pool,
  tenantId: string,
  statuses: readonly InquiryStatus[] = INQUIRY_STATUSES,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ status: InquiryStatus; n: number }>(
      `select status, count(*)::int as n from order_inquiries
       where tenant_id = $1 and status = any($2::text[]) group by status`,
      [tenantId, statuses],
    );
    const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<
      InquiryStatus,
      number
    >;
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  });
}

/** Those waiting for an operator in /to-process, or on their way. */
export function pendingInquiries(pool: pg.Pool, tenantId: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<InquiryRow>(
      `select ${COLUMNS} from order_inquiries where status = any($1::text[])
       order by received_at desc, id limit 500`,
      [PENDING],
    );
    return rows.map(presentInquiry);
  });
}

/**
 * Moves the inquiries that may go from `from` to `to` (processing also queues a job each);
 * the others are reported as skipped, ids of other tenants included, as if they did not exist.
 */
function transition(
  pool: pg.Pool,
  tenantId: string,
  userId: string | null,
  ids: string[],
  from: readonly InquiryStatus[],
  to: InquiryStatus,
) {
  return withTenant(pool, tenantId, async (tx) => {
    if (userId) await actAs(tx, userId);
    const valid = ids.filter(isUuid);
    const { rows } = await tx.client.query<{ id: string }>(
      `update order_inquiries set status = $3, error = null, updated_at = now()
       where id = any($1::uuid[]) and status = any($2::text[]) returning id`,
      [valid, from, to],
    );
    const moved = rows.map((row) => row.id);
    if (to === "queued") {
      for (const id of moved) await enqueue(tx, PROCESS_INQUIRY_JOB, { tenantId, inquiryId: id });
    }
    return { updated: moved, skipped: ids.filter((id) => !moved.includes(id)) };
  });
}

export const processInquiries = (
  pool: pg.Pool,
  tenantId: string,
  userId: string | null,
  ids: string[],
) => transition(pool, tenantId, userId, ids, PROCESSABLE, "queued");

export const rejectInquiries = (
  pool: pg.Pool,
  tenantId: string,
  userId: string | null,
  ids: string[],
) => transition(pool, tenantId, userId, ids, REJECTABLE, "rejected");

/** Processes a failed inquiry again. */
export async function retryInquiry(
  pool: pg.Pool,
  tenantId: string,
  userId: string | null,
  id: string,
) {
  const sent = await withTenant(pool, tenantId, async (tx) => {
    // locked before it is read, so two clicks on "send again" send once
    if (isUuid(id))
      await tx.client.query("select 1 from order_inquiries where id = $1 for update", [id]);
    const row = await requireInquiry(tx, id);
    if (row.status !== "submit_failed") return false;
    if (userId) await actAs(tx, userId);
    await retryDelivery(tx, tenantId, { id, version: row.version, order: row.order ?? null });
    return true;
  });
  if (!sent) {
    const { updated } = await transition(pool, tenantId, userId, [id], ["failed"], "queued");
    if (!updated.length) {
      throw new AppError(
        "conflict",
        "Only a failed order inquiry or an order that could not be sent can be retried",
      );
    }
  }
  return getInquiry(pool, tenantId, id);
}
