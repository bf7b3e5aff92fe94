import type { TFunction } from "i18next";

type Attempt = {
  outcome: "delivered" | "retry" | "give-up";
  status_code: number | null;
  reason: string | null;
};

/** The fixed reasons the server gives when there was no answer (guarded-fetch, send-webhook). */
function reasonKey(reason: string | null): string {
  if (!reason) return "reasons.none";
  if (/refused/i.test(reason)) return "reasons.refused";
  if (/timed out/i.test(reason)) return "reasons.timedOut";
  if (/could not connect/i.test(reason)) return "reasons.noConnection";
  if (/could not be found/i.test(reason)) return "reasons.notFound";
  if (/redirects/i.test(reason)) return "reasons.redirects";
  if (/too large/i.test(reason)) return "reasons.tooLarge";
  if (/cut off/i.test(reason)) return "reasons.cutOff";
  if (/not set up correctly/i.test(reason)) return "reasons.setup";
  return "reasons.none";
}

/** An attempt in the reader's language: what the endpoint answered, or why there was no answer. */
export function attemptWords(t: TFunction<"webhooks">, attempt: Attempt): string {
  const status = attempt.status_code;
  if (attempt.outcome === "delivered") return t("attempt.delivered", { status });
  if (status !== null) {
    return attempt.outcome === "retry"
      ? t("attempt.failedStatus", { status })
      : t("attempt.refusedStatus", { status });
  }
  return t("attempt.noAnswer", { reason: t(reasonKey(attempt.reason) as "reasons.none") });
}
