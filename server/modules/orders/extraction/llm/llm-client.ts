import { z } from "zod";
import { SYSTEM_PROMPT } from "./llm-prompt.ts";
import type { LlmSettings } from "./llm-settings.ts";
import {
  ORDER_ANSWER_JSON_SCHEMA,
  type OrderAnswer,
  orderAnswerSchema,
} from "./order-answer-schema.ts";

/** A chat completion answer is small; anything larger is not one. */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

export type LlmFailureReason =
  | "timeout"
  | "network"
  | "http-status"
  | "invalid-response"
  | "refused"
  | "invalid-answer";

/**
 * Why the model gave no usable answer. The fields are safe to log: no key, no message content,
 * no answer text (an answer may quote the message).
 */
export class LlmFailure extends Error {
  override name = "LlmFailure";
  constructor(
    readonly reason: LlmFailureReason,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

/**
 * Asks an OpenAI-compatible chat completions endpoint for the order in `text`, with the answer
 * held to a JSON schema, and checks the answer. Throws an LlmFailure on any error, time-out
 * included (the whole exchange, body and all, must finish within `timeoutMs`).
 */
export async function askForOrder(settings: LlmSettings, text: string): Promise<OrderAnswer> {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let body: string;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: text },
        ],
        response_format: {
          type: "json_schema",
          json_schema: { name: "order", strict: true, schema: ORDER_ANSWER_JSON_SCHEMA },
        },
      }),
      signal,
      redirect: "error",
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new LlmFailure("http-status", `The LLM endpoint answered ${response.status}.`, {
        status: response.status,
      });
    }
    body = await readLimited(response);
  } catch (error) {
    throw asFailure(error, signal);
  }
  return parseAnswer(body);
}

async function readLimited(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    size += chunk.value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader?.cancel();
      throw new LlmFailure("invalid-response", "The LLM answer is larger than expected.");
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function asFailure(error: unknown, signal: AbortSignal): LlmFailure {
  if (error instanceof LlmFailure) return error;
  if (signal.aborted) return new LlmFailure("timeout", "The LLM endpoint did not answer in time.");
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  return new LlmFailure("network", "The LLM endpoint could not be reached.", code ? { code } : {});
}

function parseAnswer(body: string): OrderAnswer {
  const completion = completionSchema.safeParse(parseJson(body, "invalid-response"));
  if (!completion.success)
    throw new LlmFailure("invalid-response", "The LLM endpoint's answer is not a chat completion.");
  const [choice] = completion.data.choices;
  if (choice?.message.refusal) throw new LlmFailure("refused", "The model refused to answer.");
  if (!choice?.message.content)
    throw new LlmFailure("invalid-answer", "The model's answer is empty.", {
      finishReason: choice?.finish_reason ?? null,
    });
  const answer = orderAnswerSchema.safeParse(parseJson(choice.message.content, "invalid-answer"));
  if (!answer.success)
    throw new LlmFailure("invalid-answer", "The model's answer does not follow the schema.", {
      // where and what kind of mismatch, never the values
      issues: answer.error.issues.slice(0, 5).map((issue) => ({
        path: issue.path.join("."),
        code: issue.code,
      })),
    });
  return answer.data;
}

function parseJson(text: string, reason: LlmFailureReason): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new LlmFailure(reason, "The LLM endpoint's answer is not JSON.");
  }
}
