import {
  type Catalogue,
  type CustomerRecord,
  normaliseCompanyName,
  normaliseVat,
} from "./catalogue.ts";
import type { Found, SourceLine } from "./found-value.ts";
import type { Provenance } from "./message-types.ts";

const CUSTOMER_NUMBER =
  /(?:klant(?:en)?\s*(?:nummer|nr\.?|no\.?|code)|klantnummer|debiteur(?:en)?\s*(?:nummer|nr\.?|code)?|debiteurnummer|relatie\s*(?:nummer|nr\.?|code)|customer\s*(?:number|no\.?|nr\.?|id|code|#)|account\s*(?:number|no\.?|nr\.?))\s*(?:is\s*)?[:#.]?\s*([A-Za-z0-9][A-Za-z0-9-]*)/gi;
const VAT =
  /\b(?:BTW|VAT|TVA|btw-?nr\.?|btw-?nummer)?\s*[:.]?\s*((?:NL|BE)\s?[0-9][0-9 .]{7,14}(?:B\s?\d{2})?)/gi;

export type CustomerEvidence = {
  from: string | null;
  /** Authors of forwarded messages, first first. */
  forwardedAuthors: string[];
  lines: SourceLine[];
};

const SENDER: Provenance = { source: "subject" };

/**
 * The ordering company: a customer number written in the order, the sender's known address,
 * the author of a forwarded order, the sender's company domain (when only one customer has it),
 * a VAT number, or the company name in the text — strongest evidence first.
 */
export function findCustomer(
  evidence: CustomerEvidence,
  catalogue: Catalogue,
): Found<string> | null {
  const found = (
    customer: CustomerRecord | undefined,
    confidence: number,
    provenance: Provenance,
  ) => (customer ? { value: customer.number, confidence, provenance } : null);

  for (const line of evidence.lines) {
    if (line.origin === "subject") continue;
    CUSTOMER_NUMBER.lastIndex = 0;
    for (let m = CUSTOMER_NUMBER.exec(line.text); m; m = CUSTOMER_NUMBER.exec(line.text)) {
      const hit = found(catalogue.customerByNumber.get(m[1] ?? ""), 0.97, line.provenance);
      if (hit) return hit;
    }
  }
  const addresses = [evidence.from, ...evidence.forwardedAuthors].filter((a): a is string =>
    Boolean(a),
  );
  for (const [i, address] of addresses.entries()) {
    const hit = found(catalogue.customerByEmail.get(address), i === 0 ? 0.95 : 0.9, SENDER);
    if (hit) return hit;
  }
  for (const [i, address] of addresses.entries()) {
    const hit = found(
      catalogue.customerByDomain.get(address.split("@")[1] ?? ""),
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
    if (named.length === 1 && only) return found(only.customer, 0.6, line.provenance);
  }
  return null;
}
