import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FieldErrors } from "~/components/ui/form-field";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { CodePicker } from "./code-picker";
import { lineEditButton, lineEditIntent } from "./line-edits";
import type { AiResult, Provenance, WorkingOrder } from "./order-api.server";
import type { OrderFormShape, OrderLineShape } from "./order-form-shape";
import { TextValueField, ValueField } from "./value-field";

type LineButton = { label: string; icon: ReactNode; props: ComponentProps<"button"> };

/**
 * The order lines: product (picked from Products), quantity, unit and remarks, each line with
 * buttons to move it up or down or remove it, and one to add a line. With JavaScript these are
 * conform's list intents, applied in the browser; without, submit buttons whose `intent` the
 * action applies to the submitted values (line-edits.ts).
 */
export function LineEditor({
  form,
  lines,
  order,
  result,
  productsTypeId,
  readOnly,
  translate,
  onFocusValue,
}: {
  form: FormMetadata<OrderFormShape, string[]>;
  lines: FieldMetadata<OrderLineShape[], OrderFormShape, string[]>;
  order: WorkingOrder | null;
  result: AiResult | null;
  productsTypeId: string | null;
  readOnly: boolean;
  translate: (message: string) => ReactNode;
  onFocusValue: (provenance: Provenance | null) => void;
}) {
  const { t } = useTranslation("workspace");
  const hydrated = useHydrated();
  const list = lines.getFieldList();
  const shared = { translate, onFocusValue };
  const known = new Map((order?.lines ?? []).map((line) => [line.id, line]));

  const button = (intent: string, conform: () => ComponentProps<"button">) =>
    lineEditButton(hydrated, intent, conform);

  return (
    <section aria-labelledby="order-lines-heading" className="flex flex-col gap-3">
      <h3 id="order-lines-heading" className="text-base font-semibold">
        {t("lines.heading")}
      </h3>
      <FieldErrors id={lines.errorId} errors={lines.errors?.map(translate)} />
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("lines.none")}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {list.map((line, index) => {
          const field = line.getFieldset();
          const number = index + 1;
          const saved = field.id.initialValue ? known.get(field.id.initialValue) : undefined;
          const aiIndex = Number(field.ai_line.initialValue);
          const ai =
            field.ai_line.initialValue !== undefined && Number.isInteger(aiIndex)
              ? result?.lines[aiIndex]
              : undefined;
          const textIndex = Number(field.unmatched_text.initialValue);
          const unmatched =
            field.unmatched_text.initialValue !== undefined && Number.isInteger(textIndex)
              ? result?.unmatched[textIndex]
              : undefined;
          const code = field.product_code.initialValue ?? "";
          const description =
            saved && saved.product_code === code ? (saved.product_description ?? null) : null;
          const buttons: LineButton[] = [
            {
              label: t("lines.moveUp", { number }),
              icon: <ArrowUp aria-hidden="true" />,
              props: {
                ...button(lineEditIntent.up(index), () =>
                  form.reorder.getButtonProps({ name: lines.name, from: index, to: index - 1 }),
                ),
                disabled: index === 0,
              },
            },
            {
              label: t("lines.moveDown", { number }),
              icon: <ArrowDown aria-hidden="true" />,
              props: {
                ...button(lineEditIntent.down(index), () =>
                  form.reorder.getButtonProps({ name: lines.name, from: index, to: index + 1 }),
                ),
                disabled: index === list.length - 1,
              },
            },
            {
              label: t("lines.remove", { number }),
              icon: <Trash2 aria-hidden="true" />,
              props: button(lineEditIntent.remove(index), () =>
                form.remove.getButtonProps({ name: lines.name, index }),
              ),
            },
          ];
          return (
            <li
              // conform has no key for a line a no-JS post added until the form is live again
              key={line.key ?? `line-${index}`}
              onFocus={unmatched ? () => onFocusValue(unmatched.provenance ?? null) : undefined}
            >
              <fieldset className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-[2fr_1fr_1fr]">
                <legend className="px-1 text-sm font-semibold">
                  {t("lines.line", { number })}
                </legend>
                <input {...getInputProps(field.id, { type: "hidden" })} key={field.id.key} />
                <input
                  {...getInputProps(field.ai_line, { type: "hidden" })}
                  key={field.ai_line.key}
                />
                <input
                  {...getInputProps(field.unmatched_text, { type: "hidden" })}
                  key={field.unmatched_text.key}
                />
                {unmatched ? (
                  <p className="text-sm text-muted-foreground sm:col-span-3">
                    {t("lines.addedFor", { text: unmatched.sourceText })}
                  </p>
                ) : null}
                <ValueField
                  label={t("fields.product")}
                  field={field.product_code}
                  ai={ai}
                  {...shared}
                >
                  <CodePicker
                    key={field.product_code.key}
                    id={field.product_code.id}
                    name={field.product_code.name}
                    code={code}
                    description={description}
                    purpose="code"
                    typeId={productsTypeId}
                    invalid={!field.product_code.valid}
                    describedBy={field.product_code.valid ? undefined : field.product_code.errorId}
                    disabled={readOnly}
                  />
                </ValueField>
                <TextValueField
                  label={t("fields.quantity")}
                  field={field.quantity}
                  ai={ai}
                  inputProps={{ inputMode: "decimal", autoComplete: "off", placeholder: "0,00" }}
                  showPlace={false}
                  {...shared}
                />
                <TextValueField
                  label={t("fields.unit")}
                  field={field.unit}
                  ai={ai}
                  showPlace={false}
                  {...shared}
                />
                <TextValueField
                  label={t("fields.lineRemarks")}
                  field={field.remarks}
                  ai={null}
                  className="sm:col-span-2"
                  {...shared}
                />
                {readOnly ? null : (
                  <div className="flex items-end justify-end gap-1">
                    {buttons.map((item) => (
                      <Button
                        key={item.label}
                        variant="ghost"
                        size="icon"
                        aria-label={item.label}
                        title={item.label}
                        {...item.props}
                      >
                        {item.icon}
                      </Button>
                    ))}
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            data-shortcut="add-line"
            aria-keyshortcuts="Alt+N"
            {...button(lineEditIntent.add, () =>
              form.insert.getButtonProps({ name: lines.name, defaultValue: {} }),
            )}
          >
            <Plus aria-hidden="true" />
            {t("lines.add")}
          </Button>
        </div>
      )}
    </section>
  );
}
