import {
  type Catalogue,
  type CustomerRecord,
  normaliseCompanyName,
  normaliseVat,
} from "../catalogue.ts";
import { findDates } from "../date-parsing.ts";
import type { ExtractedOrder } from "../extract-order.ts";
import type { Found } from "../found-value.ts";
import type { ReadMessage } from "../message-types.ts";
import { llmConfidence } from "./llm-confidence.ts";
import { locateText } from "./locate-text.ts";
import type { OrderAnswer } from "./order-answer-schema.ts";

type Context = { message: ReadMessage; catalogue: Catalogue; model: string };

/**
 * The customer the model's details name, by the catalogue's own lookups (number, VAT number,
 * known address, the address's company domain, the exact company name), strongest first. A
 * customer the catalogue does not know is no customer.
 */
export function proposedCustomer(
  answer: OrderAnswer,
  context: Context,
): ExtractedOrder["customer"] {
  const details = answer.customer;
  if (!details) return null;
  const { catalogue } = context;
  const email = details.email?.toLowerCase() ?? null;
  const candidates: [string | null, (value: string) => CustomerRecord | undefined][] = [
    [details.customer_number, (value) => catalogue.customerByNumber.get(value)],
    [details.vat_number, (value) => catalogue.customerByVat.get(normaliseVat(value))],
    [email, (value) => catalogue.customerByEmail.get(value)],
    [email, (value) => catalogue.customerByDomain.get(value.split("@")[1] ?? "")],
    [details.name, (value) => byExactName(value, catalogue)],
  ];
  for (const [written, lookup] of candidates) {
    const customer = written ? lookup(written) : undefined;
    if (!written || !customer) continue;
    const location = locateText(context.message, written);
    return {
      customerNumber: customer.number,
      confidence: llmConfidence(location !== null),
      provenance: location?.provenance ?? { source: "llm", model: context.model },
      engine: "llm",
    };
  }
  return null;
}

function byExactName(name: string, catalogue: Catalogue): CustomerRecord | undefined {
  const wanted = normaliseCompanyName(name);
  const named = catalogue.customerNames.filter((entry) => entry.name === wanted);
  return named.length === 1 ? named[0]?.customer : undefined;
}

/**
 * The model's order reference, only when it is written in the message as given: a reference
 * is copied, never made up.
 */
export function proposedOrderReference(
  answer: OrderAnswer,
  context: Context,
): Found<string> | null {
  const reference = answer.order_reference;
  if (!reference) return null;
  const location = locateText(context.message, reference);
  if (!location) return null;
  return {
    value: reference,
    confidence: llmConfidence(true),
    provenance: location.provenance,
    engine: "llm",
  };
}

/**
 * The model's delivery date, only when a date written in the message reads as that date by
 * Fennec's own date parser: a resolved "next Tuesday" or week number is not a requested date.
 */
export function proposedDeliveryDate(answer: OrderAnswer, context: Context): Found<string> | null {
  const iso = answer.requested_delivery_date;
  if (!iso) return null;
  const { message } = context;
  const lines = [...message.blocks, message.alternativeBody].flatMap((block) => block?.lines ?? []);
  const line = lines.find((l) => findDates(l.text, message.date).some((date) => date.iso === iso));
  if (!line) return null;
  return {
    value: iso,
    confidence: llmConfidence(true),
    provenance: line.provenance,
    engine: "llm",
  };
}
