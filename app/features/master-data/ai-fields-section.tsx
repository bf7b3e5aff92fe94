import { X } from "lucide-react";
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { AiField, Field } from "./asset-types-api.server";
import { AI_FIELD_PURPOSES } from "./design-kinds";
import { Cell, DesignTable, RowHeader } from "./design-tables";
import { buttonErrors, type DesignerActionData, resultOf } from "./designer-action-data";
import { createAiFieldSchema } from "./designer-form-schemas";
import { DesignerSection, EmptyNote } from "./designer-section";
import { FieldChoiceForm } from "./field-choice-form";
import { useDesignLabels } from "./use-design-labels";

/** The fields the order pipeline matches on, each with what it is (a code, an EAN, a name…). */
export function AiFieldsSection({
  fields,
  aiFields,
  actionData,
}: {
  fields: readonly Field[];
  aiFields: readonly AiField[];
  actionData: DesignerActionData;
}) {
  const { t } = useTranslation("master-data");
  const labels = useDesignLabels();
  const location = useLocation();
  const labelOf = (fieldId: string) =>
    fields.find((field) => field.id === fieldId)?.label ?? fieldId;
  const errors = buttonErrors(actionData, ["aiField.delete"])?.map((message) =>
    translateMessage(t, message),
  );

  return (
    <DesignerSection
      id="ai-fields"
      heading={t("aiFields.heading")}
      description={t("aiFields.description")}
      errors={errors}
    >
      {aiFields.length === 0 ? (
        <EmptyNote>{t("aiFields.empty")}</EmptyNote>
      ) : (
        <DesignTable
          caption={t("aiFields.caption")}
          head={[
            t("aiFields.field"),
            t("aiFields.purpose"),
            <span key="actions" className="sr-only">
              {t("list.actions")}
            </span>,
          ]}
        >
          {aiFields.map((aiField) => (
            <tr key={aiField.id}>
              <RowHeader>{labelOf(aiField.field_id)}</RowHeader>
              <Cell>{labels.purpose(aiField.purpose)}</Cell>
              <Cell className="text-right">
                <Form method="post">
                  <input type="hidden" name="intent" value="aiField.delete" />
                  <input type="hidden" name="id" value={aiField.id} />
                  <Button type="submit" variant="ghost" size="sm">
                    <X aria-hidden="true" />
                    {t("aiFields.remove")}
                    <span className="sr-only">
                      {" "}
                      {t("aiFields.removeWhat", {
                        field: labelOf(aiField.field_id),
                        purpose: labels.purpose(aiField.purpose),
                      })}
                    </span>
                  </Button>
                </Form>
              </Cell>
            </tr>
          ))}
        </DesignTable>
      )}
      {fields.length === 0 ? null : (
        <FieldChoiceForm
          key={location.key}
          formId="create-ai-field"
          intent="aiField.create"
          schema={createAiFieldSchema}
          fieldChoices={fields.map((field) => ({ value: field.id, label: field.label }))}
          choiceName="purpose"
          choiceLabel={t("aiFields.purpose")}
          choices={AI_FIELD_PURPOSES.map((purpose) => ({
            value: purpose,
            label: labels.purpose(purpose),
          }))}
          submitLabel={t("aiFields.add")}
          lastResult={resultOf(actionData, "aiField.create")}
        />
      )}
    </DesignerSection>
  );
}
