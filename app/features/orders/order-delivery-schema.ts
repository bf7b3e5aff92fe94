// The contract of a delivery (decision 041), re-exported so its readers did not change.
export {
  type DeliveryAttempt,
  deliveryAttemptSchema,
  deliveryFieldsSchema,
  type LineError,
  lineErrorSchema,
  type OrderDelivery,
  orderDeliverySchema,
} from "../../../server/contracts/orders/order-delivery";
