import { emailAddresses } from "../extraction/email-addresses.ts";
import type { ReadMessage } from "../extraction/message-types.ts";

const MOST = 50;

/**
 * Every address the customer finder may take for the order's author: the sender, and the
 * addresses written in the body (a forwarded order names its author there). Read before
 * extraction, so the learned senders among them are looked up in one query.
 */
export function senderAddresses(message: ReadMessage): string[] {
  const addresses = new Set<string>();
  if (message.from?.address) addresses.add(message.from.address.trim().toLowerCase());
  for (const text of [message.textBody, message.htmlText ?? ""])
    for (const address of emailAddresses(text, MOST)) {
      if (addresses.size >= MOST) break;
      addresses.add(address.toLowerCase());
    }
  return [...addresses];
}
