import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Plus, Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { AssetType, Relationship } from "./asset-types-api.server";
import { ChoiceOptions } from "./choice-options";
import { RELATION_KINDS } from "./design-kinds";
import { createRelationshipSchema, updateRelationshipSchema } from "./designer-form-schemas";
import { FieldHint } from "./field-hint";
import { useDesignLabels } from "./use-design-labels";

/** Kind, target asset type, key, label and inverse label: to add a relationship or edit one. */
export function RelationshipForm({
  relationship,
  assetTypes,
  lastResult,
}: {
  /** The relationship to edit; without it the form adds one. */
  relationship?: Relationship;
  assetTypes: readonly AssetType[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("master-data");
  const labels = useDesignLabels();
  const schema = relationship ? updateRelationshipSchema : createRelationshipSchema;
  const [form, fields] = useForm({
    id: relationship ? `edit-relationship-${relationship.id}` : "create-relationship",
    lastResult,
    // No browser constraints: the key's pattern would be refused in the browser's words.
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: relationship
      ? {
          kind: relationship.kind,
          target_asset_type_id: relationship.target_asset_type_id,
          key: relationship.key,
          label: relationship.label,
          inverse_label: relationship.inverse_label,
        }
      : { kind: "belongsTo" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const keyHint = `${fields.key.id}-hint`;

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input
        type="hidden"
        name="intent"
        value={relationship ? "relationship.update" : "relationship.create"}
      />
      {relationship ? <input type="hidden" name="id" value={relationship.id} /> : null}
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("relationship.fields.kind")} field={fields.kind} translate={translate}>
        <Select {...getSelectProps(fields.kind)} key={fields.kind.key}>
          <ChoiceOptions values={RELATION_KINDS} label={labels.relationKind} />
        </Select>
      </FormField>
      <FormField
        label={t("relationship.fields.target")}
        field={fields.target_asset_type_id}
        translate={translate}
      >
        <Select
          {...getSelectProps(fields.target_asset_type_id)}
          key={fields.target_asset_type_id.key}
        >
          <ChoiceOptions
            values={assetTypes.map((type) => ({ value: type.id, label: type.name }))}
            placeholder={t("choice.choose")}
          />
        </Select>
      </FormField>
      <FormField label={t("relationship.fields.label")} field={fields.label} translate={translate}>
        <Input {...getInputProps(fields.label, { type: "text" })} key={fields.label.key} />
      </FormField>
      <FormField label={t("relationship.fields.key")} field={fields.key} translate={translate}>
        <Input
          {...getInputProps(fields.key, { type: "text", ariaDescribedBy: keyHint })}
          key={fields.key.key}
          autoComplete="off"
          spellCheck={false}
        />
        <FieldHint id={keyHint}>{t("field.fields.keyHint")}</FieldHint>
      </FormField>
      <FormField
        label={t("relationship.fields.inverseLabel")}
        field={fields.inverse_label}
        translate={translate}
        className="sm:col-span-2"
      >
        <Input
          {...getInputProps(fields.inverse_label, {
            type: "text",
            ariaDescribedBy: `${fields.inverse_label.id}-hint`,
          })}
          key={fields.inverse_label.key}
        />
        <FieldHint id={`${fields.inverse_label.id}-hint`}>
          {t("relationship.fields.inverseLabelHint")}
        </FieldHint>
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit">
          {relationship ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {relationship ? t("relationship.update") : t("relationship.create")}
        </Button>
      </div>
    </Form>
  );
}
