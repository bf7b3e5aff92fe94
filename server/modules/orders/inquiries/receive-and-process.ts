import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { storeInboundMessage } from "../intake/store-inbound-message.ts";
import { processInquiries } from "./inquiries-service.ts";
import { inquiryOfMessage } from "./inquiry-of-message.ts";
import { processInquiry } from "./process-inquiry-job.ts";

/**
 * An uploaded e-mail through intake and processing in this process, without waiting for a
 * worker: for scratch tenants (the extraction evaluation) and specs. Answers the inquiry's id
 * and its extracted result.
 */
export async function receiveAndProcess(
  pool: pg.Pool,
  tenantId: string,
  raw: Buffer,
): Promise<{ inquiryId: string; order: ExtractedOrder | null }> {
  const stored = await storeInboundMessage(pool, {
    tenantId,
    channelId: null,
    source: "upload",
    raw,
  });
  const inquiryId = await withTenant(pool, tenantId, (tx) => inquiryOfMessage(tx, stored.id));
  await processInquiries(pool, tenantId, null, [inquiryId]);
  await processInquiry(pool, tenantId, inquiryId);
  const order = await withTenant(pool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ result: ExtractedOrder | null }>(
      "select result from order_inquiries where id = $1",
      [inquiryId],
    );
    return rows[0]?.result ?? null;
  });
  return { inquiryId, order };
}
