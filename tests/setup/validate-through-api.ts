import type { WorkingOrder } from "../../server/modules/orders/validation/working-order.ts";

export type ProcessedInquiry = { id: string; version: number; order: WorkingOrder };

/**
 * Validates an order inquiry as the validation screen does: PUT its order as the AI left it,
 * with action validate. `put` sends a JSON body to an /api path as some signed-in person.
 */
export function validateThroughApi(
  put: (path: string, body: object) => Promise<Response>,
  inquiry: ProcessedInquiry,
) {
  const { order } = inquiry;
  return put(`/orders/order-inquiries/${inquiry.id}/order`, {
    version: inquiry.version,
    action: "validate",
    order: {
      customer_number: order.customer_number,
      order_reference: order.order_reference,
      requested_delivery_date: order.requested_delivery_date,
      delivery_address: order.delivery_address,
      remarks: order.remarks,
      lines: order.lines.map(({ id, product_code, quantity, unit, remarks }) => ({
        id,
        product_code,
        quantity,
        unit,
        remarks,
      })),
    },
  });
}
