import { useTranslation } from "~/lib/use-translation";
import type { ApiClient } from "../../../server/contracts/connectivity/api-client";

/** Active, or expired (its expiration date has passed: the API refuses it). */
export function ApiClientStatus({ client }: { client: Pick<ApiClient, "status"> }) {
  const { t } = useTranslation("api-clients");
  const tone =
    client.status === "active"
      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
      : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200";
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {t(`status.${client.status}`)}
    </span>
  );
}
