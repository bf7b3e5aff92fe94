export type MessageKind = "order" | "auto-reply" | "question" | "no-order-lines";

const AUTO_REPLY_SUBJECT =
  /^\s*(automatisch antwoord|automatic reply|auto(matic)?[- ]?reply|autoreply|out of (the )?office|afwezig|niet aanwezig|absent|abwesend|réponse automatique)\b/i;
const ABSENCE =
  /\b(ik ben (afwezig|niet aanwezig|met vakantie|op vakantie)|ben ik (afwezig|niet aanwezig)|i am (currently )?(out of (the )?office|away|on (holiday|leave|vacation)|absent)|i'm (currently )?(out of (the )?office|away)|out of office)\b/i;
/** Asking, not ordering: a price or quotation, stock, a lead time. */
const QUESTION =
  /\b(prijsaanvraag|offerteaanvraag|offerte aanvragen|(een|uw) offerte (voor|van)|request for (a )?(quotation|quote|price)|price request|prijsopgave|actuele prijs|wat kost|wat is de prijs|what is the price|could you (send|give) (us|me) (a|your) (price|quote|quotation)|please quote|op voorraad\?|in stock\?|levertijd\?|lead time\?|wat is de levertijd|what is the lead time|plaats de bestelling pas|offerte (sturen|maken|opstellen|toesturen|ontvangen)|(send|give) (us|me) (a|your) (quote|quotation|price)|request(ing)? (a )?(quote|quotation)|prijs (en levertijd )?(van|voor)|(order|bestelling) (annuleren|intrekken)|cancel (the|our|my) order|annuleer|will place the order (once|when|after))/i;
/** Ordering: the wording that hands over an order. */
const ORDER =
  /\b(bestellen wij|onze bestelling|hierbij (onze|de|mijn) (bestelling|order)|graag levering van|(willen|zouden) (wij|we) graag|het volgende bestellen|graag (het volgende|onderstaande)|please supply|please (send|deliver) (us|the following)|(our|the) (purchase )?order (is )?(attached|below)|find our (purchase )?order|attached (is|you will find) our|bijgaand (onze|de) (order|bestelling|inkooporder)|in de bijlage (onze|vindt u onze)|wij hebben nodig|we need|graag ontvangen wij|onderstaande bestelling|daarnaast nog|plus deze artikelen|could you please send us|please also add|bestellijst|inkooporder|purchase order|order list|our order)\b/i;

/**
 * Whether a message is an order. Automatic replies never are; a message that asks (a price, a
 * quotation, stock, a lead time) without order wording is not; and without any order line and
 * without order wording there is nothing to take in. Lines written as order lines whose product
 * was not found (`unmatchedCount`, decision 037) count only beside order wording: the operator
 * then adds the lines for them.
 */
export function classifyMessage(input: {
  subject: string;
  autoReplyHeaders: string[];
  ownText: string;
  lineCount: number;
  unmatchedCount?: number;
}): { kind: MessageKind; isOrder: boolean; confidence: number } {
  if (
    input.autoReplyHeaders.length > 0 ||
    AUTO_REPLY_SUBJECT.test(input.subject) ||
    ABSENCE.test(input.ownText)
  )
    return { kind: "auto-reply", isOrder: false, confidence: 0.95 };
  const ordering = ORDER.test(input.ownText);
  if (!ordering && (QUESTION.test(input.ownText) || QUESTION.test(input.subject)))
    return { kind: "question", isOrder: false, confidence: 0.8 };
  if (input.lineCount === 0 && ordering && (input.unmatchedCount ?? 0) > 0)
    return { kind: "order", isOrder: true, confidence: 0.8 };
  if (input.lineCount === 0)
    return { kind: "no-order-lines", isOrder: false, confidence: ordering ? 0.5 : 0.8 };
  return { kind: "order", isOrder: true, confidence: ordering ? 0.95 : 0.8 };
}
