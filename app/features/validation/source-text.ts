import type { EmailMessage } from "~/features/email-popup/email-message-api.server";
import type { AiResult } from "./order-api.server";
import type { BodyRange } from "./source-mark";

/** The body as text, and the part of the e-mail it was read from. */
export type SourceText = { text: string; source: EmailMessage["text_source"] };

/**
 * The text that body ranges of `format` count in: "text" ranges in the message's text (read
 * from the text part, or from the HTML part when there is none), "html" ranges in the HTML
 * part read as text, which is that same text for an e-mail without a text part.
 */
export function sourceTextFor(
  message: EmailMessage,
  format: BodyRange["format"],
): SourceText | null {
  if (format === "text" || message.text_source === "html")
    return { text: message.text, source: message.text_source };
  return message.html_text === null ? null : { text: message.html_text, source: "html" };
}

/**
 * The format of the body ranges the AI read the order's values from: the extraction reads the
 * body from one part (HTML when it carries a table), so the first one says it; "text" without.
 */
export function readingFormat(result: AiResult | null): BodyRange["format"] {
  const provenances = [
    result?.customer?.provenance,
    result?.orderReference?.provenance,
    result?.requestedDeliveryDate?.provenance,
    ...(result?.lines ?? []).map((line) => line.provenance),
  ];
  for (const provenance of provenances) if (provenance?.source === "body") return provenance.format;
  return "text";
}
