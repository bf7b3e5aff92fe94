import {
  type FieldMetadata,
  getFormProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Plus, Save } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { EntryFieldControl } from "./entry-field-control";
import { entryFormSchema, formDefault } from "./entry-form-schema";
import type { SelectedTypeData } from "./load-reference-data-page.server";
import { RelationshipControl } from "./relationship-control";

/**
 * An entry's form, built from its type's form fields in their order, then its relationships.
 * Adds an entry when `entry` is null, changes it otherwise.
 */
export function EntryForm({
  selected,
  lastResult,
}: {
  selected: SelectedTypeData;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("reference-data");
  const { layout, entry, relationships } = selected;
  const schema = useMemo(() => entryFormSchema(layout), [layout]);
  const [form, fields] = useForm({
    id: `entry-${layout.type.id}-${entry?.id ?? "new"}`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      values: Object.fromEntries(
        layout.formFields.map((field) => [field.key, formDefault(field, entry?.values[field.key])]),
      ),
      links: Object.fromEntries(
        relationships.map((relationship) => [
          relationship.key,
          relationship.linked.map((linked) => linked.id),
        ]),
      ),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const values = fields.values.getFieldset() as Record<string, FieldMetadata<unknown>>;
  const links = fields.links.getFieldset() as Record<string, FieldMetadata<unknown>>;
  const linkText = fields.link_text.getFieldset() as Record<string, FieldMetadata<unknown>>;

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="type" value={layout.type.id} />
      {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      {layout.formFields.length === 0 ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">{t("form.noFields")}</p>
      ) : null}
      {layout.formFields.map((field) => {
        const meta = values[field.key];
        return meta ? (
          <EntryFieldControl
            key={`${field.key}-${meta.key ?? ""}`}
            field={field}
            meta={meta}
            typeId={layout.type.id}
            translate={translate}
          />
        ) : null;
      })}
      {relationships.map((relationship) => {
        const linkMeta = links[relationship.key];
        const textMeta = linkText[relationship.key];
        return linkMeta && textMeta ? (
          <RelationshipControl
            key={`${relationship.key}-${linkMeta.key ?? ""}`}
            relationship={relationship}
            linkMeta={linkMeta}
            textMeta={textMeta}
            translate={translate}
          />
        ) : null;
      })}
      <div className="sm:col-span-2">
        <Button type="submit">
          {entry ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {entry ? t("edit.submit") : t("create.submit")}
        </Button>
      </div>
    </Form>
  );
}
