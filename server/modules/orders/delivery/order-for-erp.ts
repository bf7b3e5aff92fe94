import type { ErpOrderInput } from "../../connectivity/integrations/erp-connector.ts";
import type { WorkingOrder } from "../validation/working-order.ts";

/**
 * The validated order in the shape every ERP connector takes. Validation guarantees a customer,
 * and for every line a product, a quantity and a unit; the order's remarks and delivery address
 * travel as the ERP's remarks.
 */
export function orderForErp(order: WorkingOrder): ErpOrderInput {
  const remarks = [
    order.remarks,
    order.delivery_address && `Delivery address: ${order.delivery_address}`,
  ]
    .filter(Boolean)
    .join("\n");
  return {
    header: {
      customerNumber: order.customer_number ?? "",
      orderReference: order.order_reference,
      requestedDeliveryDate: order.requested_delivery_date,
      remarks: remarks || null,
    },
    lines: order.lines.map((line) => ({
      productCode: line.product_code ?? "",
      quantity: line.quantity ?? "",
      unit: line.unit,
    })),
  };
}
