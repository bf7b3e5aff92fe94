import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import { AiFieldsSection } from "./ai-fields-section";
import { AssetTypeDetailsForm } from "./asset-type-details-form";
import { type DesignerActionData, resultOf } from "./designer-action-data";
import { DesignerSection } from "./designer-section";
import { FieldsSection } from "./fields-section";
import { IndexesSection } from "./indexes-section";
import type { DesignerData } from "./load-asset-type-designer.server";
import { PlacementsSection } from "./placements-section";
import { RelationshipsSection } from "./relationships-section";

/** The regions of the page: their fragment and the translation key of their name. */
const sections = [
  ["details", "details"],
  ["fields", "fields"],
  ["ai-fields", "aiFields"],
  ["form-fields", "formFields"],
  ["table-fields", "tableFields"],
  ["indexes", "indexes"],
  ["relationships", "relationships"],
] as const;

/**
 * /admin/master-data/{id}: name and description, fields, AI fields, form fields, table
 * fields, indexes and relationships of one asset type, each in a region of its own.
 */
export function AssetTypeDesignerPage({
  data,
  actionData,
}: {
  data: DesignerData;
  actionData: DesignerActionData;
}) {
  const { t } = useTranslation("master-data");
  const location = useLocation();
  const { assetType, fields } = data;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div className="space-y-2">
        <Link
          to="/admin/master-data"
          className={buttonClassName({ variant: "ghost", size: "sm", className: "-ml-3" })}
        >
          <ArrowLeft aria-hidden="true" />
          {t("designer.back")}
        </Link>
        <h1 className="text-3xl font-semibold tracking-tight">
          {t("designer.heading", { name: assetType.name })}
        </h1>
        <p className="text-muted-foreground">{t("designer.intro")}</p>
      </div>
      <nav aria-label={t("designer.onThisPage")}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map(([fragment, name]) => (
            <li key={fragment}>
              <a href={`#${fragment}`} className="text-primary hover:underline">
                {t(`designer.sections.${name}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <DesignerSection id="details" heading={t("details.heading")}>
        <AssetTypeDetailsForm
          key={location.key}
          assetType={assetType}
          lastResult={resultOf(actionData, "type.update")}
        />
      </DesignerSection>
      <FieldsSection fields={fields} selected={data.selectedField} actionData={actionData} />
      <AiFieldsSection fields={fields} aiFields={data.aiFields} actionData={actionData} />
      <PlacementsSection
        placement="form-fields"
        fields={fields}
        placed={data.formFields}
        actionData={actionData}
      />
      <PlacementsSection
        placement="table-fields"
        fields={fields}
        placed={data.tableFields}
        actionData={actionData}
      />
      <IndexesSection fields={fields} indexes={data.indexes} actionData={actionData} />
      <RelationshipsSection
        relationships={data.relationships}
        assetTypes={data.assetTypes}
        selected={data.selectedRelationship}
        actionData={actionData}
      />
    </div>
  );
}
