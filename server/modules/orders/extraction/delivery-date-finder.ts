import { findDates } from "./date-parsing.ts";
import type { Found, SourceLine } from "./found-value.ts";

/** Words that say a date is when the goods should arrive. */
const DELIVERY_CUE =
  /lever|bezorg|delivery|deliver|needed\s+(by|on)|required\s+(by|on)|nodig\s+(op|voor)|uiterlijk|graag\s+op|ontvangen\s+op|arrive|in\s+huis/i;
/** Lines whose dates are something else: when the order was written, an absence, a closing day. */
const OTHER_DATE =
  /order\s*date|orderdatum|besteldatum|factuurdatum|invoice\s*date|datum\s+bestelling|afwezig|absent|out of office|gesloten|closed|verzonden\s*:|sent\s*:|^\s*(date|datum)\s*:|schreef|wrote/i;

/**
 * The delivery date asked for: an explicit calendar date on a line that asks for delivery.
 * Week numbers and relative wordings ("z.s.m.", "next week") carry no date and give nothing.
 */
export function findDeliveryDate(
  lines: SourceLine[],
  messageDate: Date | null,
): Found<string> | null {
  for (const line of lines) {
    if (line.origin === "subject") continue;
    if (!DELIVERY_CUE.test(line.text) || OTHER_DATE.test(line.text)) continue;
    const dates = findDates(line.text, messageDate);
    // a bare "3/12" is only trusted right after the cue word
    const date = dates.find((d) => d.hasYear) ?? dates[0];
    if (!date) continue;
    return {
      value: date.iso,
      confidence: (date.hasYear ? 0.9 : 0.75) * (line.origin === "own" ? 1 : 0.95),
      provenance: line.provenance,
    };
  }
  return null;
}
