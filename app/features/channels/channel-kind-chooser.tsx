import { Form } from "react-router";
import { SegmentedControl, SegmentedControlButton } from "~/components/ui/segmented-control";
import { useTranslation } from "~/lib/use-translation";
import type { ChannelKind } from "./channel-kinds";

/**
 * The first step of adding a channel: its kind, sent as `?kind=…` by a plain GET form, so the
 * page shows that kind's settings with or without JavaScript.
 */
export function ChannelKindChooser({
  kinds,
  chosen,
  selectedId,
}: {
  kinds: readonly ChannelKind[];
  chosen: ChannelKind | null;
  /** The channel open for editing stays open. */
  selectedId: string | undefined;
}) {
  const { t } = useTranslation("channels");
  return (
    <Form method="get" preventScrollReset>
      {selectedId ? <input type="hidden" name="channel" value={selectedId} /> : null}
      <SegmentedControl legend={t("create.kindLegend")}>
        {kinds.map((kind) => (
          <SegmentedControlButton key={kind} name="kind" value={kind} pressed={kind === chosen}>
            {t(`kinds.${kind}`)}
          </SegmentedControlButton>
        ))}
      </SegmentedControl>
    </Form>
  );
}
