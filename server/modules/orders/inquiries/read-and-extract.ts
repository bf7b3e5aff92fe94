import type { Catalogue } from "../extraction/catalogue.ts";
import {
  type ExtractedOrder,
  type ExtractOptions,
  extractOrder,
} from "../extraction/extract-order.ts";
import type { ReadMessage } from "../extraction/message-types.ts";
import { readMessage } from "../extraction/read-message.ts";
import { type AliasLookups, learnedAliases } from "../matching/learned-aliases.ts";

export type ReadAndExtractResult = {
  order: ExtractedOrder;
  /** What the inquiry list shows of the message. */
  envelope: {
    subject: string;
    fromAddress: string | null;
    fromName: string | null;
    sentAt: Date | null;
  };
  /** The read message and the options it was extracted with, when the LLM step needs them. */
  forLlm: { message: ReadMessage; options: ExtractOptions } | null;
};

/**
 * Everything the built-in engine does with an untrusted message: parse the MIME and its
 * attachments, look up the learned aliases it calls for, and extract the order. Runs in a worker
 * thread under a time budget (decision 021); throws `MessageReadError` for an unreadable message.
 */
export async function readAndExtract(
  raw: Uint8Array,
  catalogue: Catalogue,
  lookups: AliasLookups,
  keepMessage: boolean,
): Promise<ReadAndExtractResult> {
  const message = await readMessage(raw);
  const options = await learnedAliases(lookups, message, catalogue);
  const order = extractOrder(message, catalogue, options);
  return {
    order,
    envelope: {
      subject: message.subject,
      fromAddress: message.from?.address ?? null,
      fromName: message.from?.name || null,
      sentAt: message.date,
    },
    forLlm: keepMessage ? { message, options } : null,
  };
}
