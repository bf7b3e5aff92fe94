import { stdSerializers } from "pino";

/**
 * The one rule for errors in the log: statements, never the values they carried. A failed
 * query's parameters (drizzle puts them in the message: "params: …"; pg's `detail` repeats the
 * failing row, "Failing row contains (…)" or "Key (email)=(…)") can hold a password hash, a
 * sealed secret or a customer's data; they are dropped, wherever in the error they sit.
 */
const droppedKeys = new Set(["params", "parameters", "detail"]);
const paramsPart = /\nparams: [\s\S]*$/;
// pg names the value it could not read: 'invalid input syntax for type uuid: "…"'.
const valueInMessage = /(invalid input (?:syntax|value) for [^:]*): [\s\S]*$/;
const MAX_CAUSES = 5;

function ownMessage(error: Error): string {
  return String(error.message ?? "")
    .replace(paramsPart, "")
    .replace(valueInMessage, "$1");
}

function ownStack(error: Error): string {
  const stack = typeof error.stack === "string" ? error.stack : "";
  // The stack opens with "<name>: <message>", the message with its values: keep only the frames.
  const at = error.message ? stack.indexOf(error.message) : -1;
  const header = at >= 0 ? stack.slice(0, at) : `${error.name}: `;
  const rest = at >= 0 ? stack.slice(at + error.message.length) : stack;
  const firstFrame = rest.indexOf("\n    at ");
  return `${header}${ownMessage(error)}${firstFrame >= 0 ? rest.slice(firstFrame) : ""}`;
}

function withoutValues(value: unknown, depth: number): unknown {
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => withoutValues(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (droppedKeys.has(key)) continue;
    copy[key] = withoutValues(item, depth + 1);
  }
  return copy;
}

/** pino's serializer for `err`, with the values taken out. */
export function errorWithoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = withoutValues(stdSerializers.err(error), 0) as Record<string, unknown>;
  const chain: Error[] = [];
  for (let at: unknown = error; at instanceof Error && chain.length < MAX_CAUSES; at = at.cause) {
    chain.push(at);
  }
  serialized.message = chain.map(ownMessage).join(": ");
  serialized.stack = chain.map(ownStack).join("\ncaused by: ");
  return serialized;
}
