import type { FieldMetadata } from "@conform-to/react";
import { getTextareaProps } from "@conform-to/react";
import { Ban } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/lib/use-translation";
import { DialogOrSection } from "./dialog-or-section";
import type { OrderFormShape } from "./order-form-shape";

/**
 * Rejecting the order, with its required reason: a dialog with JavaScript, a plain part of the
 * form without. Either way the reason and the button are the order form's own.
 */
export function RejectSection({
  reason,
  open,
  onClose,
  translate,
}: {
  reason: FieldMetadata<string | undefined, OrderFormShape, string[]>;
  open: boolean;
  onClose: () => void;
  translate: (message: string) => ReactNode;
}) {
  const { t } = useTranslation("modals");
  const content = (
    <>
      <p className="text-sm text-muted-foreground">{t("reject.intro")}</p>
      <FormField label={t("reject.reason")} field={reason} translate={translate}>
        <Textarea {...getTextareaProps(reason)} key={reason.key} rows={3} maxLength={500} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" name="intent" value="reject" variant="secondary">
          <Ban aria-hidden="true" />
          {t("reject.submit")}
        </Button>
      </div>
    </>
  );
  return (
    <DialogOrSection
      title={t("reject.title")}
      open={open}
      onClose={onClose}
      heading="h3"
      className="p-4"
    >
      {content}
    </DialogOrSection>
  );
}
