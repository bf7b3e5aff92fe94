import { Pencil } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import type { Field } from "./asset-types-api.server";
import { ConfirmedDeleteForm } from "./confirmed-delete-form";
import { Cell, DesignTable, RowHeader } from "./design-tables";
import { type DesignerActionData, resultOf } from "./designer-action-data";
import { DesignerSection, EmptyNote } from "./designer-section";
import { FieldForm } from "./field-form";
import { useDesignLabels } from "./use-design-labels";

/** The fields of the asset type: the list, "Add a field", and the picked field's edit panel. */
export function FieldsSection({
  fields,
  selected,
  actionData,
}: {
  fields: readonly Field[];
  selected: Field | null;
  actionData: DesignerActionData;
}) {
  const { t } = useTranslation("master-data");
  const labels = useDesignLabels();
  const location = useLocation();

  return (
    <DesignerSection
      id="fields"
      heading={t("fields.heading")}
      description={t("fields.description")}
    >
      {fields.length === 0 ? (
        <EmptyNote>{t("fields.empty")}</EmptyNote>
      ) : (
        <DesignTable
          caption={t("fields.caption")}
          head={[
            t("fields.label"),
            t("fields.key"),
            t("fields.dataType"),
            t("fields.required"),
            t("fields.options"),
            <span key="actions" className="sr-only">
              {t("list.actions")}
            </span>,
          ]}
        >
          {fields.map((field) => (
            <tr
              key={field.id}
              aria-current={field.id === selected?.id ? "true" : undefined}
              className="aria-[current]:bg-primary/5"
            >
              <RowHeader>{field.label}</RowHeader>
              <Cell className="font-mono text-xs">{field.key}</Cell>
              <Cell>{labels.dataType(field.data_type)}</Cell>
              <Cell>{field.required ? t("fields.yes") : t("fields.no")}</Cell>
              <Cell className="text-muted-foreground">{field.options.join(", ")}</Cell>
              <Cell className="text-right">
                <Link
                  to={`?field=${encodeURIComponent(field.id)}#edit-field`}
                  className={buttonClassName({ variant: "ghost", size: "sm" })}
                >
                  <Pencil aria-hidden="true" />
                  {t("fields.edit")}
                  <span className="sr-only"> {field.label}</span>
                </Link>
              </Cell>
            </tr>
          ))}
        </DesignTable>
      )}

      {selected ? (
        <section
          id="edit-field"
          aria-labelledby="edit-field-heading"
          className="flex scroll-mt-20 flex-col gap-4 rounded-lg border border-border p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 id="edit-field-heading" className="font-semibold">
              {t("field.editHeading", { label: selected.label })}
            </h3>
            <Link
              to={`${location.pathname}#fields`}
              className={buttonClassName({ variant: "ghost", size: "sm" })}
            >
              {t("field.close")}
            </Link>
          </div>
          <FieldForm
            key={`${selected.id}-${location.key}`}
            field={selected}
            lastResult={resultOf(actionData, "field.update", { id: selected.id })}
          />
          <section aria-labelledby="delete-field-heading" className="border-t border-border pt-4">
            <h4 id="delete-field-heading" className="mb-2 text-sm font-semibold">
              {t("field.deleteHeading")}
            </h4>
            <ConfirmedDeleteForm
              key={`${selected.id}-${location.key}`}
              formId={`delete-field-${selected.id}`}
              intent="field.delete"
              id={selected.id}
              description={t("field.deleteDescription")}
              confirmLabel={t("field.deleteConfirm", { label: selected.label })}
              submitLabel={t("field.deleteSubmit")}
              lastResult={resultOf(actionData, "field.delete", { id: selected.id })}
            />
          </section>
        </section>
      ) : null}

      <section aria-labelledby="create-field-heading" className="border-t border-border pt-4">
        <h3 id="create-field-heading" className="mb-3 font-semibold">
          {t("field.createHeading")}
        </h3>
        <FieldForm key={location.key} lastResult={resultOf(actionData, "field.create")} />
      </section>
    </DesignerSection>
  );
}
