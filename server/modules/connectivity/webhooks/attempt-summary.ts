import type { WebhookAttempt } from "./send-webhook.ts";

/**
 * An attempt in words an administrator understands (the API's `message`). The web translates
 * from the outcome, status and reason itself; API clients read this.
 */
export function attemptSummary(
  attempt: WebhookAttempt,
  context: "test" | "delivery" | "redeliver",
): string {
  const status = attempt.statusCode;
  if (attempt.outcome === "delivered") {
    return `Delivered: the endpoint answered ${status}.`;
  }
  if (context === "redeliver") {
    const what =
      status !== null ? `the endpoint answered ${status}` : (attempt.reason ?? "no answer");
    return `Not delivered: ${what}.`;
  }
  const later =
    context === "test"
      ? "A real delivery would be tried again later."
      : "Fennec tries again later, for up to 24 hours.";
  const never =
    context === "test"
      ? "A real delivery would not be tried again."
      : "Fennec does not try this message again.";
  if (status !== null) {
    return attempt.outcome === "retry"
      ? `Not delivered: the endpoint answered ${status}. ${later}`
      : `Refused: the endpoint answered ${status}. ${never}`;
  }
  const reason = attempt.reason ?? "No answer";
  return `Not delivered: ${reason}. ${attempt.outcome === "retry" ? later : never}`;
}
