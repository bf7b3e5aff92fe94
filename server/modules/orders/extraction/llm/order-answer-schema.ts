import { z } from "zod";

const nullableString = (description: string) => ({ type: ["string", "null"], description });

/**
 * The answer asked of the model, as a JSON schema for `response_format` (strict mode: every
 * property required, none extra; absent values are null). Values are taken as written: the
 * model proposes, Fennec's own matchers decide which customer and products they are.
 */
export const ORDER_ANSWER_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["is_order", "customer", "order_reference", "requested_delivery_date", "lines"],
  properties: {
    is_order: {
      type: "boolean",
      description:
        "True when the sender places an order; false for questions, quotation requests, automatic replies and anything else.",
    },
    customer: {
      type: "object",
      additionalProperties: false,
      required: ["name", "email", "customer_number", "vat_number"],
      description: "The ordering company, as written in the message.",
      properties: {
        name: nullableString("Company name."),
        email: nullableString("E-mail address of the orderer."),
        customer_number: nullableString("The customer or account number the sender gives."),
        vat_number: nullableString("VAT number."),
      },
    },
    order_reference: nullableString(
      "The customer's own order or purchase-order number, exactly as written.",
    ),
    requested_delivery_date: nullableString(
      "The delivery date asked for, as YYYY-MM-DD (relative dates resolved against the message date).",
    ),
    lines: {
      type: "array",
      description: "The order lines, in the order written.",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["product_code_or_description", "quantity", "unit"],
        properties: {
          product_code_or_description: {
            type: "string",
            description: "The article code, EAN or description exactly as written.",
          },
          quantity: {
            type: "string",
            description: 'The quantity as a decimal number with a dot, e.g. "12" or "2.5".',
          },
          unit: nullableString('The unit word written with the quantity ("boxes", "m"), if any.'),
        },
      },
    },
  },
} as const;

/** Blank text counts as absent. */
const text = z
  .string()
  .nullable()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** A real calendar date written YYYY-MM-DD. */
const isoDate = z.iso.date();

/** A positive decimal with a dot; models that answer with a JSON number are taken too. */
const quantity = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d+(\.\d+)?$/, "a decimal number with a dot"))
  .refine((value) => Number(value) > 0, "more than zero");

/** What a model's answer must be before any of it is used; anything else is a failed answer. */
export const orderAnswerSchema = z.object({
  is_order: z.boolean(),
  customer: z
    .object({ name: text, email: text, customer_number: text, vat_number: text })
    .nullable(),
  order_reference: text,
  requested_delivery_date: isoDate.nullable(),
  lines: z
    .array(
      z.object({
        product_code_or_description: z.string().trim().min(1).max(1000),
        quantity,
        unit: text,
      }),
    )
    .max(1000),
});

export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
