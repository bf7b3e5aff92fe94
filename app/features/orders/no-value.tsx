import { useTranslation } from "~/lib/use-translation";

/**
 * An optional value left empty: a dash to the eye, "none" to a screen reader. Never "Unknown":
 * nothing is missing, there just is none (issue 17).
 */
export function NoValue() {
  const { t } = useTranslation("order-inquiries");
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("facts.none")}</span>
    </>
  );
}
