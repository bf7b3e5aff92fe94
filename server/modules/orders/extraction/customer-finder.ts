import {
  type Catalogue,
  type CustomerRecord,
  normaliseCompanyName,
  normaliseVat,
} from "./catalogue.ts";
import type { Found, SourceLine } from "./found-value.ts";
import type { Provenance } from "./message-types.ts";

// Whitespace runs are each taken by one `\s*` (`\s*[:.]?\s*` splits a long run of spaces in
// quadratically many ways before failing).
const CUSTOMER_NUMBER =
  /(?:klant(?:en)?\s*(?:nummer|nr\.?|no\.?|code)|klantnummer|debiteur(?:en)?\s*(?:nummer|nr\.?|code)?|debiteurnummer|relatie\s*(?:nummer|nr\.?|code)|customer\s*(?:number|no\.?|nr\.?|id|code|#)|account\s*(?:number|no\.?|nr\.?))\s*(?:is\s*)?(?:[:#.]\s*)?([A-Za-z0-9][A-Za-z0-9-]*)/gi;
const VAT =
  /\b(?:(?:BTW|VAT|TVA|btw-?nr\.?|btw-?nummer)\s*)?(?:[:.]\s*)?((?:NL|BE)\s?[0-9][0-9 .]{7,14}(?:B\s?\d{2})?)/gi;

export type CustomerEvidence = {
  from: string | null;
  /** Authors of forwarded messages, first first. */
  forwardedAuthors: string[];
  lines: SourceLine[];
};

const SENDER: Provenance = { source: "subject" };

/** What identified the customer: the number written, a known address, a learned sender, … */
export type CustomerMatchHow = "number" | "email" | "alias" | "domain" | "vat" | "name";

export type FoundCustomer = Found<string> & { how: CustomerMatchHow };

/** Sender address (lower case) → customer number, learned from earlier validations. */
export type SenderAliases = ReadonlyMap<string, string>;

/**
 * The ordering company: a customer number written in the order, a sender an operator confirmed
 * for a customer before (learned alias), the sender's known address, the author of a forwarded
 * order, the sender's company domain (when only one customer has it), a VAT number, or the
 * company name in the text — strongest evidence first.
 */
export function findCustomer(
  evidence: CustomerEvidence,
  catalogue: Catalogue,
  senderAliases?: SenderAliases,
): FoundCustomer | null {
  const found = (
    customer: CustomerRecord | undefined,
    how: CustomerMatchHow,
    confidence: number,
    provenance: Provenance,
  ) => (customer ? { value: customer.number, confidence, provenance, how } : null);

  for (const line of evidence.lines) {
    if (line.origin === "subject") continue;
    CUSTOMER_NUMBER.lastIndex = 0;
    for (let m = CUSTOMER_NUMBER.exec(line.text); m; m = CUSTOMER_NUMBER.exec(line.text)) {
      const hit = found(
        catalogue.customerByNumber.get(m[1] ?? ""),
        "number",
        0.97,
        line.provenance,
      );
      if (hit) return hit;
    }
  }
  const addresses = [evidence.from, ...evidence.forwardedAuthors].filter((a): a is string =>
    Boolean(a),
  );
  // an operator's correction of an earlier guess outweighs the catalogue's addresses
  for (const [i, address] of addresses.entries()) {
    const number = senderAliases?.get(address.trim().toLowerCase());
    const hit = number
      ? found(catalogue.customerByNumber.get(number), "alias", i === 0 ? 0.95 : 0.9, SENDER)
      : null;
    if (hit) return hit;
  }
  for (const [i, address] of addresses.entries()) {
    const hit = found(
      catalogue.customerByEmail.get(address),
      "email",
      i === 0 ? 0.95 : 0.9,
      SENDER,
    );
    if (hit) return hit;
  }
  for (const [i, address] of addresses.entries()) {
    const hit = found(
      catalogue.customerByDomain.get(address.split("@")[1] ?? ""),
      "domain",
      i === 0 ? 0.85 : 0.8,
      SENDER,
    );
    if (hit) return hit;
  }
  for (const line of evidence.lines) {
    VAT.lastIndex = 0;
    for (let m = VAT.exec(line.text); m; m = VAT.exec(line.text)) {
      const hit = found(
        catalogue.customerByVat.get(normaliseVat(m[1] ?? "")),
        "vat",
        0.85,
        line.provenance,
      );
      if (hit) return hit;
    }
  }
  for (const line of evidence.lines) {
    if (line.origin === "subject") continue;
    const text = ` ${normaliseCompanyName(line.text)} `;
    const named = catalogue.customerNames.filter((entry) => text.includes(` ${entry.name} `));
    const [only] = named;
    if (named.length === 1 && only) return found(only.customer, "name", 0.6, line.provenance);
  }
  return null;
}
