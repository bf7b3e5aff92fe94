import { useFetcher } from "react-router";
import { SegmentedControl, SegmentedControlButton } from "~/components/ui/segmented-control";
import { supportedLanguages } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { useCurrentPath } from "./use-current-path";
import { useShellData } from "./use-shell-data";

/** English / Nederlands, saved in the `lng` cookie through POST /preferences. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher({ key: "language" });
  const redirectTo = useCurrentPath();
  const current = useShellData()?.locale ?? i18n.language;

  return (
    <fetcher.Form method="post" action="/preferences" className={className}>
      <input type="hidden" name="intent" value="language" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SegmentedControl legend={t("language.label")}>
        {supportedLanguages.map((language) => (
          <SegmentedControlButton
            key={language}
            name="value"
            value={language}
            lang={language}
            pressed={current === language}
          >
            {t(`language.${language}`)}
          </SegmentedControlButton>
        ))}
      </SegmentedControl>
    </fetcher.Form>
  );
}
