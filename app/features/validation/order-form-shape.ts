/** The order form's fields, as conform's `useForm` knows them (order-form-schema.ts checks them). */
export type OrderLineShape = {
  id?: string;
  ai_line?: number;
  unmatched_text?: number;
  product_code?: string;
  quantity?: string;
  unit?: string;
  remarks?: string;
};

export type OrderFormShape = {
  version: number;
  customer_number?: string;
  order_reference?: string;
  requested_delivery_date?: string;
  delivery_address?: string;
  remarks?: string;
  reason?: string;
  lines: OrderLineShape[];
};
