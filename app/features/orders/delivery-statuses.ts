// The statuses of a hand-over to the ERP, from the contract (decision 041: a list without imports).
export {
  DELIVERY_STATUSES as deliveryStatuses,
  type DeliveryStatus,
} from "../../../server/contracts/orders/delivery-statuses";
