import { RefreshCw, X } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useLocation, useRevalidator } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { Field, FieldIndex } from "./asset-types-api.server";
import { INDEX_KINDS } from "./design-kinds";
import { Cell, DesignTable, RowHeader } from "./design-tables";
import { buttonErrors, type DesignerActionData, resultOf } from "./designer-action-data";
import { createIndexSchema } from "./designer-form-schemas";
import { DesignerSection, EmptyNote } from "./designer-section";
import { FieldChoiceForm } from "./field-choice-form";
import { useDesignLabels } from "./use-design-labels";

/** How often the page asks again while an index is being built (with JavaScript). */
const pendingPollMs = 2_000;

/**
 * Indexes on fields: built in the background, so each shows whether it is pending, ready or
 * failed (with the reason). Without JavaScript "Refresh" asks again; with it the page does.
 */
export function IndexesSection({
  fields,
  indexes,
  actionData,
}: {
  fields: readonly Field[];
  indexes: readonly FieldIndex[];
  actionData: DesignerActionData;
}) {
  const { t } = useTranslation("master-data");
  const labels = useDesignLabels();
  const location = useLocation();
  const revalidator = useRevalidator();
  const pending = indexes.some((index) => index.status === "pending");
  const labelOf = (fieldId: string) =>
    fields.find((field) => field.id === fieldId)?.label ?? fieldId;
  const errors = buttonErrors(actionData, ["index.delete"])?.map((message) =>
    translateMessage(t, message),
  );

  useEffect(() => {
    if (!pending || revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), pendingPollMs);
    return () => clearTimeout(timer);
  }, [pending, revalidator]);

  return (
    <DesignerSection
      id="indexes"
      heading={t("indexes.heading")}
      description={t("indexes.description")}
      errors={errors}
      actions={
        pending ? (
          <Link
            to={`${location.pathname}${location.search}#indexes`}
            className={buttonClassName({ variant: "secondary", size: "sm" })}
          >
            <RefreshCw aria-hidden="true" />
            {t("indexes.refresh")}
          </Link>
        ) : null
      }
    >
      {indexes.length === 0 ? (
        <EmptyNote>{t("indexes.empty")}</EmptyNote>
      ) : (
        <DesignTable
          caption={t("indexes.caption")}
          head={[
            t("indexes.field"),
            t("indexes.kind"),
            t("indexes.status"),
            <span key="actions" className="sr-only">
              {t("list.actions")}
            </span>,
          ]}
        >
          {indexes.map((index) => (
            <tr key={index.id}>
              <RowHeader>{labelOf(index.field_id)}</RowHeader>
              <Cell>{labels.indexKind(index.kind)}</Cell>
              <Cell>
                {index.status === "failed"
                  ? t("indexes.failedBecause", { reason: index.error ?? "" })
                  : labels.indexStatus(index.status)}
              </Cell>
              <Cell className="text-right">
                <Form method="post">
                  <input type="hidden" name="intent" value="index.delete" />
                  <input type="hidden" name="id" value={index.id} />
                  <Button type="submit" variant="ghost" size="sm">
                    <X aria-hidden="true" />
                    {t("indexes.remove")}
                    <span className="sr-only">
                      {" "}
                      {t("indexes.removeWhat", {
                        field: labelOf(index.field_id),
                        kind: labels.indexKind(index.kind),
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
          formId="create-index"
          intent="index.create"
          schema={createIndexSchema}
          fieldChoices={fields.map((field) => ({ value: field.id, label: field.label }))}
          choiceName="kind"
          choiceLabel={t("indexes.kind")}
          choices={INDEX_KINDS.map((kind) => ({ value: kind, label: labels.indexKind(kind) }))}
          submitLabel={t("indexes.add")}
          lastResult={resultOf(actionData, "index.create")}
        />
      )}
    </DesignerSection>
  );
}
