import { KeyRound } from "lucide-react";
import { useId } from "react";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/lib/use-translation";

/** A signing secret shown this once (after create or rotation), with what to do with it. */
export function WebhookSecretOnce({
  secret,
  heading,
  note,
}: {
  secret: string;
  heading: string;
  note?: string;
}) {
  const { t } = useTranslation("webhooks");
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden="true" className="size-4" />
        {heading}
      </h2>
      <label htmlFor={`${id}-secret`} className="text-sm font-medium">
        {t("secret.label")}
      </label>
      <Input
        id={`${id}-secret`}
        readOnly
        value={secret}
        aria-describedby={`${id}-hint`}
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div id={`${id}-hint`} className="flex flex-col gap-1 text-sm">
        <p className="font-medium">{t("secret.copyNow")}</p>
        <p>{t("secret.explanation")}</p>
        {note ? <p>{note}</p> : null}
      </div>
    </section>
  );
}
