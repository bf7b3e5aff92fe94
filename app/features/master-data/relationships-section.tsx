import { Pencil } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import type { AssetType, Relationship } from "./asset-types-api.server";
import { ConfirmedDeleteForm } from "./confirmed-delete-form";
import { Cell, DesignTable, RowHeader } from "./design-tables";
import { type DesignerActionData, resultOf } from "./designer-action-data";
import { DesignerSection, EmptyNote } from "./designer-section";
import { RelationshipForm } from "./relationship-form";
import { useDesignLabels } from "./use-design-labels";

/** Links from this asset type's entries to those of another (or the same) asset type. */
export function RelationshipsSection({
  relationships,
  assetTypes,
  selected,
  actionData,
}: {
  relationships: readonly Relationship[];
  assetTypes: readonly AssetType[];
  selected: Relationship | null;
  actionData: DesignerActionData;
}) {
  const { t } = useTranslation("master-data");
  const labels = useDesignLabels();
  const location = useLocation();
  const nameOf = (id: string) => assetTypes.find((type) => type.id === id)?.name ?? id;

  return (
    <DesignerSection
      id="relationships"
      heading={t("relationships.heading")}
      description={t("relationships.description")}
    >
      {relationships.length === 0 ? (
        <EmptyNote>{t("relationships.empty")}</EmptyNote>
      ) : (
        <DesignTable
          caption={t("relationships.caption")}
          head={[
            t("relationship.fields.label"),
            t("relationship.fields.key"),
            t("relationship.fields.kind"),
            t("relationship.fields.target"),
            t("relationship.fields.inverseLabel"),
            <span key="actions" className="sr-only">
              {t("list.actions")}
            </span>,
          ]}
        >
          {relationships.map((relationship) => (
            <tr
              key={relationship.id}
              aria-current={relationship.id === selected?.id ? "true" : undefined}
              className="aria-[current]:bg-primary/5"
            >
              <RowHeader>{relationship.label}</RowHeader>
              <Cell className="font-mono text-xs">{relationship.key}</Cell>
              <Cell>{labels.relationKind(relationship.kind)}</Cell>
              <Cell>{nameOf(relationship.target_asset_type_id)}</Cell>
              <Cell className="text-muted-foreground">{relationship.inverse_label}</Cell>
              <Cell className="text-right">
                <Link
                  to={`?relationship=${encodeURIComponent(relationship.id)}#edit-relationship`}
                  className={buttonClassName({ variant: "ghost", size: "sm" })}
                >
                  <Pencil aria-hidden="true" />
                  {t("relationships.edit")}
                  <span className="sr-only"> {relationship.label}</span>
                </Link>
              </Cell>
            </tr>
          ))}
        </DesignTable>
      )}

      {selected ? (
        <section
          id="edit-relationship"
          aria-labelledby="edit-relationship-heading"
          className="flex scroll-mt-20 flex-col gap-4 rounded-lg border border-border p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 id="edit-relationship-heading" className="font-semibold">
              {t("relationship.editHeading", { label: selected.label })}
            </h3>
            <Link
              to={`${location.pathname}#relationships`}
              className={buttonClassName({ variant: "ghost", size: "sm" })}
            >
              {t("field.close")}
            </Link>
          </div>
          <RelationshipForm
            key={`${selected.id}-${location.key}`}
            relationship={selected}
            assetTypes={assetTypes}
            lastResult={resultOf(actionData, "relationship.update", { id: selected.id })}
          />
          <section
            aria-labelledby="delete-relationship-heading"
            className="border-t border-border pt-4"
          >
            <h4 id="delete-relationship-heading" className="mb-2 text-sm font-semibold">
              {t("relationship.deleteHeading")}
            </h4>
            <ConfirmedDeleteForm
              key={`${selected.id}-${location.key}`}
              formId={`delete-relationship-${selected.id}`}
              intent="relationship.delete"
              id={selected.id}
              description={t("relationship.deleteDescription")}
              confirmLabel={t("relationship.deleteConfirm", { label: selected.label })}
              submitLabel={t("relationship.deleteSubmit")}
              lastResult={resultOf(actionData, "relationship.delete", { id: selected.id })}
            />
          </section>
        </section>
      ) : null}

      <section
        aria-labelledby="create-relationship-heading"
        className="border-t border-border pt-4"
      >
        <h3 id="create-relationship-heading" className="mb-3 font-semibold">
          {t("relationship.createHeading")}
        </h3>
        <RelationshipForm
          key={location.key}
          assetTypes={assetTypes}
          lastResult={resultOf(actionData, "relationship.create")}
        />
      </section>
    </DesignerSection>
  );
}
