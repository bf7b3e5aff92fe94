import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { FileQuestion, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { lineEditButton, lineEditIntent, lineForUnmatched } from "./line-edits";
import type { Provenance, UnmatchedText } from "./order-api.server";
import type { OrderFormShape, OrderLineShape } from "./order-form-shape";

/**
 * The text of the e-mail the AI read as order lines but found no product in (decision 037), each
 * with a button that adds a line for it: linked to the text, with the quantity and unit it read.
 * The product the operator chooses for that line is learned when the order is validated. Without
 * JavaScript the button is a submit button the action applies (line-edits.ts).
 */
export function UnmatchedTexts({
  form,
  lines,
  texts,
  readOnly,
  onFocusValue,
}: {
  form: FormMetadata<OrderFormShape, string[]>;
  lines: FieldMetadata<OrderLineShape[], OrderFormShape, string[]>;
  texts: UnmatchedText[];
  readOnly: boolean;
  onFocusValue: (provenance: Provenance | null) => void;
}) {
  const { t } = useTranslation("workspace");
  const hydrated = useHydrated();
  if (texts.length === 0) return null;
  const linked = lines.getFieldList().map((line) => line.getFieldset().unmatched_text.initialValue);

  return (
    <section
      aria-labelledby="unmatched-heading"
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h3 id="unmatched-heading" className="flex items-center gap-2 text-sm font-semibold">
        <FileQuestion aria-hidden="true" className="size-4 shrink-0" />
        {t("unmatched.heading")}
      </h3>
      <p className="text-sm">{t("unmatched.description")}</p>
      <ul className="flex flex-col gap-2">
        {texts.map((text, index) => {
          const line = linked.findIndex((value) => value !== undefined && Number(value) === index);
          const label = t("unmatched.add", { text: text.sourceText });
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the AI's texts never change order
              key={index}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
              onFocus={() => onFocusValue(text.provenance ?? null)}
            >
              <q className="min-w-0 font-mono break-words">{text.sourceText}</q>
              {line >= 0 ? (
                <span>{t("unmatched.added", { number: line + 1 })}</span>
              ) : readOnly ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={label}
                  title={label}
                  {...lineEditButton(hydrated, lineEditIntent.addFor(index), () =>
                    form.insert.getButtonProps({
                      name: lines.name,
                      defaultValue: lineForUnmatched(text, index),
                    }),
                  )}
                >
                  <Plus aria-hidden="true" />
                  {t("unmatched.addShort")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
