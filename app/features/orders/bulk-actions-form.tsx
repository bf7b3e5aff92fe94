import { Ban, Play } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { Checkbox } from "~/components/ui/input";
import { useTranslation } from "~/lib/use-translation";
import type { TransitionNamespace } from "./inquiry-transitions.server";

/**
 * Process or reject the ticked inquiries: one POST form with an intent per button; the row
 * checkboxes (`SelectInquiryCell`) belong to it through `form`, so the table can stay a table.
 */
export function BulkActionsForm({
  formId,
  ns,
  error,
}: {
  formId: string;
  ns: TransitionNamespace;
  error: string | undefined;
}) {
  const { t } = useTranslation(ns);
  const navigation = useNavigation();
  const submittingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <Form method="post" id={formId} aria-label={t("bulk.label")} className="flex flex-col gap-3">
      <FormErrors id={`${formId}-error`} errors={error ? [error] : undefined} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          name="intent"
          value="process"
          disabled={submittingIntent === "process"}
        >
          <Play aria-hidden="true" />
          {t("bulk.process")}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="reject"
          variant="secondary"
          disabled={submittingIntent === "reject"}
        >
          <Ban aria-hidden="true" />
          {t("bulk.reject")}
        </Button>
      </div>
    </Form>
  );
}

/** The header of the column of checkboxes (named for screen readers only). */
export function SelectColumnHeader({ label }: { label: string }) {
  return (
    <th scope="col" className="w-10 px-4 py-3 font-medium">
      <span className="sr-only">{label}</span>
    </th>
  );
}

/** A row's cell with its checkbox of the bulk form `formId`. */
export function SelectInquiryCell({
  formId,
  id,
  label,
}: {
  formId: string;
  id: string;
  label: string;
}) {
  return (
    <td className="px-4 py-3">
      <Checkbox form={formId} name="orderInquiryIds" value={id} aria-label={label} />
    </td>
  );
}
