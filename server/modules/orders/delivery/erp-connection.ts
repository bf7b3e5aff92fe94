import type { Transaction } from "../../../db/tenant-transaction.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import type { ErpConnector } from "../../connectivity/integrations/erp-connector.ts";
import {
  ERP_CONNECTOR_TYPES,
  type ErpType,
} from "../../connectivity/integrations/erp-connector-types.ts";
import type { DeliveryStatus } from "./delivery-statuses.ts";

export type DeliveryDependencies = { box: SecretBox; guard: OutboundGuard };

export type DeliveryRow = {
  id: string;
  inquiry_id: string;
  status: DeliveryStatus;
  idempotency_key: string;
  payload: unknown;
  erp_order_number: string | null;
  attempts: number;
  submitted_at: Date | null;
};

/**
 * A delivery with a connector to its integration, or the reason there is none: the integration
 * was deleted or deactivated since the order was validated. The API key is opened here, in the
 * worker, and goes no further than the connector.
 */
export async function openDelivery(
  tx: Transaction,
  deliveryId: string,
  { box, guard }: DeliveryDependencies,
  timeoutMs: number,
): Promise<{ delivery: DeliveryRow; connector: ErpConnector | null } | null> {
  const { rows } = await tx.client.query<
    DeliveryRow & {
      erp_type: ErpType | null;
      settings: Record<string, unknown> | null;
      sealed_api_key: string | null;
      active: boolean | null;
    }
  >(
    `select d.id, d.inquiry_id, d.status, d.idempotency_key, d.payload, d.erp_order_number,
       d.attempts, d.submitted_at, i.erp_type, i.settings, i.sealed_api_key, i.active
     from order_deliveries d
     left join integrations i on i.tenant_id = d.tenant_id and i.id = d.integration_id
     where d.id = $1`,
    [deliveryId],
  );
  const row = rows[0];
  if (!row) return null;
  const { erp_type, settings, sealed_api_key, active, ...delivery } = row;
  const type = erp_type ? ERP_CONNECTOR_TYPES[erp_type] : undefined;
  if (!type || !active || !sealed_api_key) return { delivery, connector: null };
  const parsed = type.settingsSchema.safeParse({ ...settings, api_key: box.open(sealed_api_key) });
  if (!parsed.success) return { delivery, connector: null };
  return { delivery, connector: type.connect(parsed.data, { guard, timeoutMs }) };
}

export const NO_INTEGRATION =
  "The integration was deleted, deactivated or is incomplete; the order was not sent.";
