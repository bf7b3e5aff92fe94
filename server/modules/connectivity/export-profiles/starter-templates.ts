import type { ExportFormat } from "../../../contracts/connectivity/export-profile.ts";

/**
 * Where a new profile's template starts, per format (decision 046): the order header and a loop
 * over its lines, in the shape most receiving systems take. `order` is the order.validated
 * payload's `data` (decision 028).
 */
export const STARTER_TEMPLATES: Record<ExportFormat, { template: string; fileName: string }> = {
  csv: {
    template: `order_reference;customer_number;customer_name;requested_delivery_date;line;product_code;description;quantity;unit
{% for line in order.lines -%}
{{ order.order_reference | csv }};{{ order.customer.number | csv }};{{ order.customer.name | csv }};{{ order.requested_delivery_date | csv }};{{ line.line }};{{ line.product_code | csv }};{{ line.product_description | csv }};{{ line.quantity | csv }};{{ line.unit | csv }}
{% endfor -%}
`,
    fileName: "{{ order.order_reference | default: order.order_id }}.csv",
  },
  xml: {
    template: `<?xml version="1.0" encoding="UTF-8"?>
<order id="{{ order.order_id | xml }}">
  <reference>{{ order.order_reference | xml }}</reference>
  <customer number="{{ order.customer.number | xml }}">{{ order.customer.name | xml }}</customer>
  <requestedDeliveryDate>{{ order.requested_delivery_date | xml }}</requestedDeliveryDate>
  <deliveryAddress>{{ order.delivery_address | xml }}</deliveryAddress>
  <remarks>{{ order.remarks | xml }}</remarks>
  <lines>
{%- for line in order.lines %}
    <line number="{{ line.line }}">
      <productCode>{{ line.product_code | xml }}</productCode>
      <description>{{ line.product_description | xml }}</description>
      <quantity>{{ line.quantity | xml }}</quantity>
      <unit>{{ line.unit | xml }}</unit>
    </line>
{%- endfor %}
  </lines>
</order>
`,
    fileName: "{{ order.order_reference | default: order.order_id }}.xml",
  },
  json: {
    template: `{
  "reference": {{ order.order_reference | json }},
  "customer": {{ order.customer.number | json }},
  "requested_delivery_date": {{ order.requested_delivery_date | json }},
  "lines": [
{%- for line in order.lines %}
    { "line": {{ line.line }}, "product": {{ line.product_code | json }}, "quantity": {{ line.quantity | json }}, "unit": {{ line.unit | json }} }{% unless forloop.last %},{% endunless %}
{%- endfor %}
  ]
}
`,
    fileName: "{{ order.order_reference | default: order.order_id }}.json",
  },
  text: {
    template: `H{{ order.order_reference | pad_right: 20 }}{{ order.customer.number | pad_right: 10 }}{{ order.requested_delivery_date | pad_right: 10 }}
{% for line in order.lines -%}
L{{ line.line | pad_left: 4, "0" }}{{ line.product_code | pad_right: 20 }}{{ line.quantity | pad_left: 10 }}{{ line.unit | pad_right: 5 }}
{% endfor -%}
`,
    fileName: "{{ order.order_reference | default: order.order_id }}.txt",
  },
};
