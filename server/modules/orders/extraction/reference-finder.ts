import type { Found, SourceLine } from "./found-value.ts";

const VALUE = String.raw`(?<value>[A-Za-z0-9][A-Za-z0-9\-/_.]*\d[A-Za-z0-9\-/_]*|\d[A-Za-z0-9\-/_.]*)`;

/**
 * Labels customers put before their own order number, Dutch and English. Every run of
 * whitespace is taken by one `\s*` (the one after "uw" belongs to that word): two in a row, or
 * one at the very start, split a long run of spaces quadratically many ways before failing.
 */
const LABELLED = new RegExp(
  String.raw`(?<![\p{L}])(?:(?<owner>uw|your|jullie)\s*)?(?:` +
    [
      String.raw`inkoop\s*order(?:\s*(?:nummer|nr\.?|no\.?))?`,
      String.raw`order\s*(?:nummer|nr\.?|no\.?|number|#|ref(?:erence)?\.?)`,
      String.raw`ordernummer|ordernr\.?|ordernr`,
      String.raw`bestel(?:bon)?\s*(?:nummer|nr\.?|no\.?)|bestelbon|bestelnummer|bestelling\s*(?:nummer|nr\.?)`,
      String.raw`purchase\s*order(?:\s*(?:number|no\.?|nr\.?|#))?`,
      String.raw`p\.?o\.?\s*(?:number|no\.?|nr\.?|#|nummer)`,
      String.raw`(?:onze|ons|our)\s*(?:ref(?:erentie|erence)?\.?|kenmerk)(?:\s*(?:nummer|number|nr\.?))?`,
      String.raw`bestelreferentie|orderreferentie|order\s*reference|kenmerk`,
      String.raw`referentie|reference|ref\.`,
    ].join("|") +
    String.raw`)\s*(?:is\s*)?(?:[:#.]\s*)?${VALUE}`,
  "giu",
);
/** "PO 2026/1517", "PO: 4500…": the bare abbreviation, in capitals. */
const BARE_PO = new RegExp(String.raw`(?<![\p{L}])(?<owner>)PO\s*(?:[:#]\s*)?${VALUE}`, "gu");
/** A subject naming the order: "Order PO-2026-1543", "Bestelling B25014", "Fwd: PO 4500…". */
const SUBJECT = new RegExp(
  String.raw`(?<![\p{L}])(?:(?<owner>uw|your)\s*)?(?:order|bestelling|inkooporder|purchase\s*order|po|bestelbon|ordernr\.?|bestelnummer)\s*(?:[:#]\s*)?${VALUE}`,
  "giu",
);
const REPLY_SUBJECT = /^\s*(re|antw|aw|sv|vs)\s*:/i;
/** Numbers that are something else: the wholesaler's quotation, an invoice, a customer number. */
const NOT_A_REFERENCE =
  /(offerte|quotation|factuur|invoice|klant|customer|debiteur|track|kvk|btw|vat)\s*(nummer|number|nr\.?|no\.?)?\s*[:#]?\s*$/i;

/**
 * The customer's own order reference, exactly as written, without its label. Labelled numbers
 * in the sender's text come first, then forwarded text and attachments, then the subject
 * (not of a reply: that names an earlier order).
 */
export function findOrderReference(
  lines: SourceLine[],
  options: { isReply: (subject: string) => boolean; excluded: Set<string> } = {
    isReply: (s) => REPLY_SUBJECT.test(s),
    excluded: new Set(),
  },
): Found<string> | null {
  for (const line of lines) {
    if (line.origin === "subject") continue;
    const found = firstReference(line.text, [LABELLED, BARE_PO], options.excluded);
    if (found)
      return {
        value: found,
        confidence: line.origin === "own" ? 0.9 : 0.85,
        provenance: line.provenance,
      };
  }
  for (const line of lines) {
    if (line.origin !== "subject" || options.isReply(line.text)) continue;
    const found = firstReference(line.text, [SUBJECT], options.excluded);
    if (found) return { value: found, confidence: 0.75, provenance: line.provenance };
  }
  return null;
}

const NOT_A_REFERENCE_REACH = 40;

export const isReplySubject = (subject: string) => REPLY_SUBJECT.test(subject);

function firstReference(text: string, patterns: RegExp[], excluded: Set<string>): string | null {
  const candidates: { index: number; value: string }[] = [];
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      if (m.groups?.owner) continue;
      // a label that makes it something else is right before the number: only that is read
      const before = text.slice(Math.max(0, m.index - NOT_A_REFERENCE_REACH), m.index);
      if (NOT_A_REFERENCE.test(before)) continue;
      const value = (m.groups?.value ?? "").replace(/[.\-/_]+$/, "");
      if (!/\d/.test(value) || value.length < 3) continue;
      if (/^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$/.test(value) || /^\d{4}-\d{2}-\d{2}$/.test(value))
        continue;
      if (excluded.has(value)) continue;
      candidates.push({ index: m.index, value });
    }
  }
  candidates.sort((a, b) => a.index - b.index);
  return candidates[0]?.value ?? null;
}
