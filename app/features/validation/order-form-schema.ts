import { z } from "zod";
import { parseDecimal } from "./decimal-input";

/** What the order form's submit buttons ask for (`name="intent"`). */
export const orderIntents = ["save", "validate", "validate-next", "reject"] as const;
export type OrderIntent = (typeof orderIntents)[number];

const m = (key: string) => `workspace:errors.${key}`;
const text = (max: number) => z.string().trim().max(max, m("tooLong")).optional();

const lineSchema = z.object({
  id: z.string().optional(),
  /** Index into the AI's lines; absent for a line the operator added. */
  ai_line: z.number().int().min(0).optional(),
  /** Index into the AI's unmatched texts, for a line added for one (decision 037). */
  unmatched_text: z.number().int().min(0).optional(),
  product_code: text(100),
  quantity: z
    .string()
    .optional()
    .refine((value) => value === undefined || parseDecimal(value).ok, m("invalidDecimal")),
  unit: text(20),
  remarks: text(500),
});

const orderFields = {
  version: z.number().int(),
  customer_number: text(100),
  order_reference: text(100),
  requested_delivery_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, m("invalidDate"))
    .optional(),
  delivery_address: text(500),
  remarks: text(2000),
  lines: z.array(lineSchema).default([]),
};

/**
 * The order form for Save (an incomplete order is fine, only malformed values are refused) or
 * for Validate (a customer and at least one line, each with a product and a quantity).
 */
export function orderFormSchema(intent: OrderIntent | null) {
  const complete = intent === "validate" || intent === "validate-next";
  return z
    .object({
      intent: z.enum(["save", "validate", "validate-next"]).default("save"),
      ...orderFields,
    })
    .superRefine((order, ctx) => {
      if (!complete) return;
      if (!order.customer_number)
        ctx.addIssue({ code: "custom", path: ["customer_number"], message: m("customerRequired") });
      if (order.lines.length === 0)
        ctx.addIssue({ code: "custom", path: ["lines"], message: m("noLines") });
      order.lines.forEach((line, index) => {
        if (!line.product_code)
          ctx.addIssue({
            code: "custom",
            path: ["lines", index, "product_code"],
            message: m("productRequired"),
          });
        if (line.quantity === undefined)
          ctx.addIssue({
            code: "custom",
            path: ["lines", index, "quantity"],
            message: m("quantityRequired"),
          });
      });
    });
}

/** Reject: only the reason counts, whatever the rest of the form holds. */
export const rejectFormSchema = z.object({
  intent: z.literal("reject"),
  version: z.number().int(),
  reason: z
    .string({ error: m("reasonRequired") })
    .trim()
    .min(1, m("reasonRequired"))
    .max(500, m("tooLong")),
});

/** The schema for what the submitter asked; anything else (blur checks) is read as Save. */
export function schemaForIntent(intent: unknown) {
  if (intent === "reject") return rejectFormSchema;
  return orderFormSchema(
    orderIntents.includes(intent as OrderIntent) ? (intent as OrderIntent) : null,
  );
}

export type OrderFormValue = z.infer<ReturnType<typeof orderFormSchema>>;

/** The form's values as the API takes them (PUT …/order): decimals normalised, blanks null. */
export function orderInput(value: OrderFormValue) {
  const orNull = (text: string | undefined) => (text ? text : null);
  return {
    customer_number: orNull(value.customer_number),
    order_reference: orNull(value.order_reference),
    requested_delivery_date: orNull(value.requested_delivery_date),
    delivery_address: orNull(value.delivery_address),
    remarks: orNull(value.remarks),
    lines: value.lines.map((line) => {
      const quantity = parseDecimal(line.quantity);
      return {
        ...(line.id ? { id: line.id } : {}),
        product_code: orNull(line.product_code),
        quantity: quantity.ok ? quantity.value : null,
        unit: orNull(line.unit),
        remarks: orNull(line.remarks),
        ...(line.unmatched_text === undefined ? {} : { unmatched_text: line.unmatched_text }),
      };
    }),
  };
}
