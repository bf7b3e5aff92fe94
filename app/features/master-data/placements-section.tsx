import { ArrowDown, ArrowUp, Check, Sparkles, X } from "lucide-react";
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { Field, PlacedField } from "./asset-types-api.server";
import { ChoiceOptions } from "./choice-options";
import { COLUMN_DISPLAY_KINDS, FORM_INPUT_KINDS, type Placement } from "./design-kinds";
import { Cell, DesignTable, RowHeader } from "./design-tables";
import { buttonErrors, type DesignerActionData, resultOf } from "./designer-action-data";
import { addPlacementSchema } from "./designer-form-schemas";
import { DesignerSection, EmptyNote } from "./designer-section";
import { FieldChoiceForm } from "./field-choice-form";
import { useDesignLabels } from "./use-design-labels";

const rowIntents = [
  "placement.change",
  "placement.up",
  "placement.down",
  "placement.remove",
  "placement.generate",
];

/**
 * The form fields (how an entry is edited) or the table fields (the columns of the entries'
 * table): in order, each with its kind, moved up and down one step at a time.
 */
export function PlacementsSection({
  placement,
  fields,
  placed,
  actionData,
}: {
  placement: Placement;
  fields: readonly Field[];
  placed: readonly PlacedField[];
  actionData: DesignerActionData;
}) {
  const { t } = useTranslation("master-data");
  const labels = useDesignLabels();
  const location = useLocation();
  const text = (key: string, options?: Record<string, unknown>) =>
    translateMessage(t, `${placement}.${key}`, options);
  const kinds = placement === "form-fields" ? FORM_INPUT_KINDS : COLUMN_DISPLAY_KINDS;
  const kindLabel = placement === "form-fields" ? labels.inputKind : labels.displayKind;
  const labelOf = (fieldId: string) =>
    fields.find((field) => field.id === fieldId)?.label ?? fieldId;
  const unplaced = fields.filter((field) => !placed.some((item) => item.field_id === field.id));
  const errors = buttonErrors(actionData, rowIntents, placement)?.map((message) =>
    translateMessage(t, message),
  );

  return (
    <DesignerSection
      id={placement}
      heading={text("heading")}
      description={text("description")}
      errors={errors}
      actions={
        unplaced.length > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="placement.generate" />
            <input type="hidden" name="placement" value={placement} />
            <Button type="submit" variant="secondary" size="sm">
              <Sparkles aria-hidden="true" />
              {text("generate")}
            </Button>
          </Form>
        ) : null
      }
    >
      {placed.length === 0 ? (
        <EmptyNote>{text("empty")}</EmptyNote>
      ) : (
        <DesignTable
          caption={text("caption")}
          head={[
            t("placement.position"),
            t("placement.field"),
            text("kind"),
            <span key="actions" className="sr-only">
              {t("list.actions")}
            </span>,
          ]}
        >
          {placed.map((item, index) => {
            const label = labelOf(item.field_id);
            const formId = `${placement}-${item.id}`;
            return (
              <tr key={item.id}>
                <Cell className="w-12 tabular-nums text-muted-foreground">{index + 1}</Cell>
                <RowHeader>{label}</RowHeader>
                <Cell>
                  <Form method="post" id={formId} className="flex items-center gap-2">
                    <input type="hidden" name="placement" value={placement} />
                    <input type="hidden" name="id" value={item.id} />
                    <input type="hidden" name="position" value={item.position} />
                    <label htmlFor={`${formId}-kind`} className="sr-only">
                      {text("kindOf", { label })}
                    </label>
                    <Select
                      id={`${formId}-kind`}
                      name="kind"
                      defaultValue={item.kind}
                      key={`${item.kind}-${location.key}`}
                      className="h-8 max-w-56"
                    >
                      <ChoiceOptions values={kinds} label={kindLabel} />
                    </Select>
                    <Button
                      type="submit"
                      name="intent"
                      value="placement.change"
                      variant="ghost"
                      size="sm"
                    >
                      <Check aria-hidden="true" />
                      {t("placement.apply")}
                      <span className="sr-only"> {text("kindOf", { label })}</span>
                    </Button>
                  </Form>
                </Cell>
                <Cell>
                  <div className="flex justify-end gap-1">
                    <Button
                      type="submit"
                      form={formId}
                      name="intent"
                      value="placement.up"
                      variant="ghost"
                      size="icon"
                      disabled={index === 0}
                      title={t("placement.up", { label })}
                    >
                      <ArrowUp aria-hidden="true" />
                      <span className="sr-only">{t("placement.up", { label })}</span>
                    </Button>
                    <Button
                      type="submit"
                      form={formId}
                      name="intent"
                      value="placement.down"
                      variant="ghost"
                      size="icon"
                      disabled={index === placed.length - 1}
                      title={t("placement.down", { label })}
                    >
                      <ArrowDown aria-hidden="true" />
                      <span className="sr-only">{t("placement.down", { label })}</span>
                    </Button>
                    <Button
                      type="submit"
                      form={formId}
                      name="intent"
                      value="placement.remove"
                      variant="ghost"
                      size="icon"
                      title={text("remove", { label })}
                    >
                      <X aria-hidden="true" />
                      <span className="sr-only">{text("remove", { label })}</span>
                    </Button>
                  </div>
                </Cell>
              </tr>
            );
          })}
        </DesignTable>
      )}
      {unplaced.length === 0 ? null : (
        <FieldChoiceForm
          key={location.key}
          formId={`add-${placement}`}
          intent="placement.add"
          hidden={{ placement }}
          schema={addPlacementSchema}
          fieldChoices={unplaced.map((field) => ({ value: field.id, label: field.label }))}
          choiceName="kind"
          choiceLabel={text("kind")}
          choices={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          submitLabel={text("add")}
          lastResult={resultOf(actionData, "placement.add", { placement })}
        />
      )}
    </DesignerSection>
  );
}
