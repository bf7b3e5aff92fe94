import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Ban } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { DialogOrSection } from "~/features/validation/dialog-or-section";
import type { OrderConflict } from "~/features/validation/order-api-errors.server";
import { rejectFormSchema } from "~/features/validation/order-form-schema";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";

/** What the page's action answers a rejection it refused: the form's reply, and why as a whole. */
export type RejectInquiryResult = {
  result: SubmissionResult<string[]>;
  conflict: OrderConflict | null;
};

/**
 * Rejecting an inquiry with its required reason, from the version on screen (as /validate/{id}
 * does): a dialog with JavaScript, a section of the page without. The version is the page's
 * current one, not the one a refused attempt sent, so that after a conflict the operator, who
 * now sees the order as it is, can reject it again; the reason they typed is kept.
 */
export function RejectInquiryForm({
  inquiry,
  lastResult,
  open,
  onClose,
}: {
  inquiry: { id: string; version: number };
  lastResult: SubmissionResult<string[]> | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(["modals", "workspace"]);
  const [form, fields] = useForm({
    id: `reject-${inquiry.id}`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rejectFormSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);

  const content = (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="version" value={inquiry.version} />
      <p className="text-sm text-muted-foreground">{t("modals:reject.intro")}</p>
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("modals:reject.reason")} field={fields.reason} translate={translate}>
        <Textarea
          {...getTextareaProps(fields.reason)}
          key={fields.reason.key}
          rows={3}
          maxLength={500}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary">
          <Ban aria-hidden="true" />
          {t("modals:reject.submit")}
        </Button>
      </div>
    </Form>
  );
  return (
    <DialogOrSection
      title={t("modals:reject.title")}
      open={open}
      onClose={onClose}
      className="bg-card p-5 sm:p-6"
    >
      {content}
    </DialogOrSection>
  );
}
