import { KeyRound } from "lucide-react";
import { useId } from "react";
import { CopyButton } from "~/components/ui/copy-button";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/lib/use-translation";
import type { ApiClientCredentials } from "./api-client-action.server";

/**
 * A client's credentials, shown this once (after create or revoke): the client ID and secret in
 * read-only fields that select themselves, each with a copy button when JavaScript runs.
 */
export function ApiClientCredentialsOnce({
  credentials,
  heading,
}: {
  credentials: ApiClientCredentials;
  heading: string;
}) {
  const { t } = useTranslation("api-clients");
  const id = useId();
  const fields = [
    { key: "clientId", value: credentials.client_id },
    { key: "clientSecret", value: credentials.client_secret },
  ] as const;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden="true" className="size-4" />
        {heading}
      </h2>
      <p id={`${id}-warning`} className="text-sm font-medium">
        {t("credentials.warning")}
      </p>
      {fields.map((field) => (
        <div key={field.key} className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-${field.key}`} className="text-sm font-medium">
            {t(`credentials.${field.key}`)}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              id={`${id}-${field.key}`}
              readOnly
              value={field.value}
              aria-describedby={`${id}-warning`}
              className="min-w-0 flex-1 font-mono"
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton
              value={field.value}
              label={t(`credentials.copy.${field.key}`)}
              text={t("credentials.copy.text")}
              copiedText={t("credentials.copy.copied")}
              failedText={t("credentials.copy.failed")}
            />
          </div>
        </div>
      ))}
      <p className="text-sm">{t("credentials.explanation")}</p>
    </section>
  );
}
