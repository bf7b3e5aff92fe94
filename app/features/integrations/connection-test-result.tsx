import { CircleCheck, CircleX } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import type { ConnectionTestResult } from "./integrations-api.server";

/**
 * What a connection test found, step by step (address, connection, API key): each with whether
 * it worked, in the page's language, and the API's own words about it.
 */
export function ConnectionTestResultList({ result }: { result: ConnectionTestResult }) {
  const { t } = useTranslation("integrations");
  return (
    <section
      aria-labelledby="connection-test-heading"
      className={
        result.ok
          ? "rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-900 dark:bg-emerald-950"
          : "rounded-lg border border-red-300 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950"
      }
    >
      <h3 id="connection-test-heading" className="font-semibold">
        {result.ok ? t("test.succeeded") : t("test.failed")}
      </h3>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {result.checks.map((check) => {
          const Icon = check.ok ? CircleCheck : CircleX;
          return (
            <li key={check.step} className="flex items-start gap-2">
              <Icon
                aria-hidden="true"
                className={
                  check.ok
                    ? "mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                    : "mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400"
                }
              />
              <span>
                <span className="font-medium">
                  {t(`test.steps.${check.step}`)}: {check.ok ? t("test.ok") : t("test.notOk")}
                </span>{" "}
                <span className="text-muted-foreground">{check.message}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
