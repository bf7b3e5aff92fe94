import { useTranslation } from "~/lib/use-translation";
import { attemptWords } from "./attempt-words";
import type { WebhookTestResult } from "./webhooks-api.server";

/** What the endpoint answered to a test: in words, with its status, time and first words. */
export function WebhookTestResultPanel({ result }: { result: WebhookTestResult }) {
  const { t } = useTranslation("webhooks");
  const tone = result.ok
    ? "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    : "border-red-300 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100";
  const next =
    result.outcome === "delivered"
      ? null
      : result.outcome === "retry"
        ? t("test.wouldRetry")
        : t("test.wouldGiveUp");
  return (
    <section
      role="status"
      aria-labelledby="webhook-test-heading"
      className={`flex flex-col gap-2 rounded-xl border p-4 text-sm ${tone}`}
    >
      <h3 id="webhook-test-heading" className="font-semibold">
        {result.ok ? t("test.succeeded") : t("test.failed")}
      </h3>
      <p>
        {attemptWords(t, result)}
        {next ? ` ${next}` : ""}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t("log.status")}</dt>
        <dd>{result.status_code ?? t("log.noStatus")}</dd>
        <dt className="font-medium">{t("log.duration")}</dt>
        <dd>{t("log.milliseconds", { count: result.duration_ms })}</dd>
        <dt className="font-medium">{t("log.answer")}</dt>
        <dd>
          {result.response ? (
            <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all font-mono text-xs">
              {result.response.slice(0, 300)}
            </pre>
          ) : (
            t("log.noAnswer")
          )}
        </dd>
      </dl>
    </section>
  );
}
