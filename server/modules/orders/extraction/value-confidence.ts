import type { CustomerMatchHow } from "./customer-finder.ts";

/**
 * Confidence that means probability (issue 16, decision 033): of the values the engine gives
 * confidence c, about a share c is right. The rules keep their own scores (which evidence beats
 * which); this table turns each kind of evidence into how often it was right on both corpora
 * (212 e-mails, 1,617 values; `npm run eval:extraction` prints the reliability table), smoothed
 * as (right + 1) / (count + 2) and never above 0.99. Values of the optional LLM keep their own.
 */
export type HeaderConfidence = {
  customer: number;
  orderReference: number;
  requestedDeliveryDate: number;
};

const CUSTOMER: Record<CustomerMatchHow | "forwarded-email" | "absent", number> = {
  number: 0.96, // 24 of 24
  email: 0.99, // the sender's known address: 136 of 136
  "forwarded-email": 0.96, // a forwarded message's author: 26 of 26
  alias: 0.95, // an operator's earlier correction: not measured on the corpora
  domain: 0.88, // 6 of 6
  vat: 0.8, // 2 of 2
  name: 0.67, // 1 of 1
  absent: 0.8, // no customer found, and none to find: 3 of 3
};

/** A found reference by its rule's score (labelled in the sender's text, elsewhere, unlabelled). */
export function referenceConfidence(raw: number): number {
  if (raw >= 0.9) return 0.99; // 101 of 101
  if (raw >= 0.85) return 0.97; // 36 of 36
  return 0.89; // 7 of 7
}
const REFERENCE_ABSENT = 0.98; // 53 of 53

/** A found delivery date by its rule's score (with its year in the sender's text, elsewhere, without year). */
export function dateConfidence(raw: number): number {
  if (raw >= 0.9) return 0.97; // 37 of 37
  if (raw >= 0.85) return 0.96; // 24 of 24
  return 0.88; // 7 of 7
}
const DATE_ABSENT = 0.99; // 129 of 129

/**
 * A line by how its product was named. A code or EAN is as sure as its match (843 of 843, 45 of
 * 45), lowered when the unit written disagrees with the product's. A description by its match
 * score: below 0.55 (near ties, weak matches) 0 of 6 were right; 0.55–0.8 19 of 19, above 77 of
 * 77, held at 0.9 and 0.95 — lower than the corpora say, as descriptions are where unseen
 * e-mails go wrong most.
 */
const LINE_BASE = { code: 0.97, ean: 0.97, alias: 0.95 } as const;
const LINE = { code: 0.99, ean: 0.98, alias: 0.95 } as const;

export function lineConfidence(
  how: "code" | "ean" | "alias" | "description" | undefined,
  raw: number,
) {
  if (how === "description") return raw < 0.55 ? 0.15 : raw < 0.8 ? 0.9 : 0.95;
  if (!how) return raw;
  // the rule's score over its base is the unit's agreement (1 when the unit fits)
  return round(LINE[how] * Math.min(1, raw / LINE_BASE[how]));
}

/** A customer by what identified it; a known address scores 0.95 as the sender, less as a forwarded author. */
export function customerConfidence(how: CustomerMatchHow | undefined, raw: number): number {
  if (!how) return raw;
  if (how === "email" && raw < 0.95) return CUSTOMER["forwarded-email"];
  return CUSTOMER[how];
}

export function headerConfidence(found: {
  customer: { confidence: number } | null;
  orderReference: { confidence: number } | null;
  requestedDeliveryDate: { confidence: number } | null;
}): HeaderConfidence {
  return {
    customer: found.customer?.confidence ?? CUSTOMER.absent,
    orderReference: found.orderReference?.confidence ?? REFERENCE_ABSENT,
    requestedDeliveryDate: found.requestedDeliveryDate?.confidence ?? DATE_ABSENT,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
