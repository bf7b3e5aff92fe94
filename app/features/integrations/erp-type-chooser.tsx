import { Form } from "react-router";
import { SegmentedControl, SegmentedControlButton } from "~/components/ui/segmented-control";
import { useTranslation } from "~/lib/use-translation";

/**
 * The first step of adding an integration: its ERP type, sent as `?type=…` by a plain GET form,
 * so the page shows that type's settings with or without JavaScript.
 */
export function ErpTypeChooser({
  erpTypes,
  chosen,
}: {
  erpTypes: ReadonlyArray<{ erp_type: string; label: string }>;
  chosen: string | null;
}) {
  const { t } = useTranslation("integrations");
  return (
    <Form method="get">
      <SegmentedControl legend={t("create.typeLegend")}>
        {erpTypes.map((erpType) => (
          <SegmentedControlButton
            key={erpType.erp_type}
            name="type"
            value={erpType.erp_type}
            pressed={erpType.erp_type === chosen}
          >
            {erpType.label}
          </SegmentedControlButton>
        ))}
      </SegmentedControl>
    </Form>
  );
}
