import type pg from "pg";
import { storableJson, storableText } from "../../../db/storable-text.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import type { JobDefinition } from "../../../jobs/queue.ts";
import { recordLogEvent } from "../../logs/record-log-event.ts";
import { validateAutomatically } from "../delivery/validate-automatically.ts";
import { completeWithLlm } from "../extraction/llm/extract-with-optional-llm.ts";
import type { LlmSettings } from "../extraction/llm/llm-settings.ts";
import { MessageReadError } from "../extraction/read-message.ts";
import { aliasLookupsIn } from "../matching/learned-aliases.ts";
import { workingOrderFrom } from "../validation/working-order.ts";
import {
  EXTRACTION_BUDGET_MS,
  ExtractionBudgetExceeded,
  type ExtractionPool,
  sharedExtractionPool,
} from "./extraction-pool.ts";
import { PROCESS_INQUIRY_JOB } from "./inquiry-statuses.ts";
import { catalogueIn } from "./tenant-catalogue.ts";

/**
 * Reads a queued inquiry's message and extracts its order. A message that cannot be read, or not
 * within the extraction budget (decision 021), is failed with the reason and not retried; any
 * other error fails it too, and pg-boss retries.
 */
export function processInquiryJob(pool: pg.Pool, llm: LlmSettings | null = null): JobDefinition {
  const job: JobDefinition<{ tenantId: string; inquiryId: string }> = {
    name: PROCESS_INQUIRY_JOB,
    retryLimit: 3,
    retryDelaySeconds: 5,
    // reading and matching are quick; most of a job is waiting on the database (or a model)
    concurrency: 4,
    // a tenant whose mailbox brings a flood takes at most half the slots: the next tenant's mail
    // is read meanwhile (decision 070)
    perTenantConcurrency: 2,
    expireInSeconds: processingJobExpiry(llm),
    handle: ({ tenantId, inquiryId }) => processInquiry(pool, tenantId, inquiryId, llm),
  };
  return job as JobDefinition;
}

/**
 * A processing job still active this long after it started was lost with its process and is run
 * again. Its real bound: its own read within the extraction budget after waiting for at most one
 * other (four jobs share two extraction workers), and the model's answer; twice that, and time
 * for the database.
 */
export function processingJobExpiry(llm: LlmSettings | null): number {
  const boundMs = 2 * EXTRACTION_BUDGET_MS + (llm?.timeoutMs ?? 0);
  return Math.ceil((2 * boundMs) / 1000) + 30;
}

export async function processInquiry(
  pool: pg.Pool,
  tenantId: string,
  inquiryId: string,
  /** The optional LLM extraction (decision 011); null: the built-in engine alone. */
  llm: LlmSettings | null = null,
  /** Where the untrusted message is read (decision 021); a spec may bring its own budget. */
  extraction: ExtractionPool = sharedExtractionPool(),
) {
  const claimed = await withTenant(pool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ raw: Buffer }>(
      `update order_inquiries i set status = 'processing', error = null, updated_at = now()
       from inbound_messages m
       where i.id = $1 and m.id = i.inbound_message_id and i.status in ('queued', 'processing', 'failed')
       returning m.raw`,
      [inquiryId],
    );
    const raw = rows[0]?.raw;
    return raw ? { raw, catalogue: await catalogueIn(tx, tenantId) } : null;
  });
  if (!claimed) return; // rejected or processed meanwhile
  const { raw, catalogue } = claimed;
  const fail = (error: string, { unreadable }: { unreadable: boolean }) =>
    withTenant(pool, tenantId, async (tx) => {
      const { rowCount } = await tx.client.query(
        `update order_inquiries set status = 'failed', error = $2, updated_at = now()
         where id = $1 and status = 'processing'`,
        [inquiryId, error],
      );
      // An e-mail that could not be read: the administrator's log says so (decision 050). An
      // unexpected error is Fennec's, not the e-mail's, and is tried again: not logged as one.
      if (!rowCount || !unreadable) return;
      await recordLogEvent(tx, {
        level: "error",
        area: "email",
        action: "message_unreadable",
        subject: { type: "order_inquiry", id: inquiryId },
        message: "events.message_unreadable",
        details: { reason: error },
      });
    });
  try {
    const read = await extraction.run({
      raw,
      tenantId,
      catalogue,
      lookups: aliasLookupsIn(pool, tenantId),
      keepMessage: llm !== null,
    });
    const { envelope } = read;
    // the LLM step waits on the network, not on the CPU: it stays on this thread
    const order = read.forLlm
      ? await completeWithLlm(
          read.order,
          read.forLlm.message,
          catalogue,
          read.forLlm.options,
          llm,
          {
            tenantId,
            inquiryId,
          },
        )
      : read.order;
    const customerName = order.customer
      ? (catalogue.customerByNumber.get(order.customer.customerNumber)?.name ?? null)
      : null;
    const working = order.isOrder ? workingOrderFrom(order) : null;
    await withTenant(pool, tenantId, async (tx) => {
      const { rowCount } = await tx.client.query(
        `update order_inquiries set status = $2, subject = $3, from_address = $4, from_name = $5,
           sent_at = $6, result = $7, customer_number = $8, order_reference = $9, "order" = $10,
           customer_name = $11, line_count = $12, processed_at = now(), updated_at = now()
         where id = $1 and status = 'processing'`,
        [
          inquiryId,
          order.isOrder ? "pending_validation" : "not_an_order",
          // The message's own text, as read: a NUL or lone surrogate in it is cleaned, never a failure.
          storableText(envelope.subject),
          storableText(envelope.fromAddress),
          storableText(envelope.fromName),
          envelope.sentAt,
          JSON.stringify(storableJson(order)),
          storableText(order.customer?.customerNumber),
          storableText(order.orderReference?.value),
          working ? JSON.stringify(storableJson(working)) : null,
          customerName,
          order.isOrder ? order.lines.length : null,
        ],
      );
      // A second run of the same job (a retry after a crash claims a 'processing' inquiry) that
      // ends after the first leaves the first's outcome, and an operator's work on it, alone.
      if (!rowCount) return;
      // the threshold rule: an order read with enough confidence needs no operator
      if (working) {
        await validateAutomatically(tx, tenantId, inquiryId, order, working, catalogue);
      }
    });
  } catch (error) {
    if (error instanceof MessageReadError) {
      await fail(storableText(`The message could not be read: ${error.message}`), {
        unreadable: true,
      });
      return;
    }
    if (error instanceof ExtractionBudgetExceeded) {
      await fail(`The message could not be read within ${error.budgetMs / 1000} seconds.`, {
        unreadable: true,
      });
      return;
    }
    await fail("Processing stopped on an unexpected error; it is tried again.", {
      unreadable: false,
    });
    throw error;
  }
}
