import { Monitor, Moon, Sun } from "lucide-react";
import { useFetcher } from "react-router";
import { SegmentedControl, SegmentedControlButton } from "~/components/ui/segmented-control";
import type { ColorMode } from "~/lib/color-mode";
import { useTranslation } from "~/lib/use-translation";
import { useColorMode } from "./use-color-mode";
import { useCurrentPath } from "./use-current-path";
import { useShellData } from "./use-shell-data";

const options = [
  { mode: "system", icon: Monitor },
  { mode: "light", icon: Sun },
  { mode: "dark", icon: Moon },
] as const satisfies readonly { mode: ColorMode; icon: unknown }[];

/** System / Light / Dark, saved through POST /preferences (a plain form without JavaScript). */
export function ColorModeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "color-mode" });
  const redirectTo = useCurrentPath();
  const { preference } = useColorMode(useShellData()?.colorMode);

  return (
    <fetcher.Form method="post" action="/preferences" className={className}>
      <input type="hidden" name="intent" value="theme" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SegmentedControl legend={t("colorMode.label")}>
        {options.map(({ mode, icon: Icon }) => (
          <SegmentedControlButton
            key={mode}
            name="value"
            value={mode}
            pressed={preference === mode}
          >
            <Icon aria-hidden="true" />
            {t(`colorMode.${mode}`)}
          </SegmentedControlButton>
        ))}
      </SegmentedControl>
    </fetcher.Form>
  );
}
