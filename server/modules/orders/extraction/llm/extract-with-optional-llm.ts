import type { Catalogue } from "../catalogue.ts";
import {
  type ExtractedOrder,
  type ExtractOptions,
  extractOrder,
  toAliases,
} from "../extract-order.ts";
import type { ReadMessage } from "../message-types.ts";
import { askForOrder, LlmFailure } from "./llm-client.ts";
import { promptText } from "./llm-prompt.ts";
import type { LlmSettings } from "./llm-settings.ts";
import { mergeLlmAnswer, worthAsking } from "./merge-llm-answer.ts";
import {
  proposedCustomer,
  proposedDeliveryDate,
  proposedOrderReference,
} from "./proposed-header.ts";
import { proposedLines } from "./proposed-lines.ts";

/**
 * The built-in extraction, completed by the LLM when one is configured and the rules left a
 * gap (decision 011). The model only proposes raw values; Fennec's matchers decide what they
 * are. Any failure of the model — unreachable, an error status, too slow, an answer that is not
 * the schema — is a warning, and the built-in result stands unchanged.
 */
export async function extractWithOptionalLlm(
  message: ReadMessage,
  catalogue: Catalogue,
  options: ExtractOptions = {},
  llm: LlmSettings | null = null,
  /** Said in the warning so a failure can be traced to its message (ids only). */
  logContext: Record<string, string> = {},
): Promise<ExtractedOrder> {
  return completeWithLlm(
    extractOrder(message, catalogue, options),
    message,
    catalogue,
    options,
    llm,
    logContext,
  );
}

/**
 * The LLM step of `extractWithOptionalLlm` on a built-in result already made (in the extraction
 * worker, decision 021): asked only when one is configured and the rules left a gap.
 */
export async function completeWithLlm(
  builtin: ExtractedOrder,
  message: ReadMessage,
  catalogue: Catalogue,
  options: ExtractOptions,
  llm: LlmSettings | null,
  logContext: Record<string, string> = {},
): Promise<ExtractedOrder> {
  if (!llm || !worthAsking(builtin)) return builtin;
  try {
    const answer = await askForOrder(llm, promptText(message, llm.maxInputCharacters));
    const context = { message, catalogue, model: llm.model };
    const proposals = {
      isOrder: answer.is_order,
      lines: proposedLines(answer, { ...context, aliases: toAliases(options.aliases) }),
      customer: proposedCustomer(answer, context),
      orderReference: proposedOrderReference(answer, context),
      requestedDeliveryDate: proposedDeliveryDate(answer, context),
    };
    return mergeLlmAnswer(builtin, proposals, (lines) =>
      extractOrder(message, catalogue, { ...options, fallbackLines: lines }),
    );
  } catch (error) {
    // a fault of ours is logged with its stack; a failed exchange by its reason only
    const failed = error instanceof LlmFailure;
    const reason = failed ? error.reason : "internal";
    llm.logger.warn(
      {
        ...logContext,
        llm: { model: llm.model, reason, ...(failed ? error.details : {}) },
        ...(failed ? {} : { err: error }),
      },
      `LLM extraction failed (${reason}); the built-in result is kept`,
    );
    return builtin;
  }
}
