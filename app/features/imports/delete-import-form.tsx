import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors } from "~/components/ui/form-field";
import { Checkbox } from "~/components/ui/input";
import { errorProps, type ImportsActionData, resultOf } from "./form-result";

/** Deleting an import takes a ticked confirmation: a plain form, no dialog, no JavaScript. */
export function DeleteImportForm({
  importId,
  fileName,
  actionData,
}: {
  importId: string;
  fileName: string;
  actionData: ImportsActionData;
}) {
  const { t } = useTranslation("imports");
  const result = resultOf(actionData, "delete");

  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="import" value={importId} />
      <FormErrors id="delete-import-errors" errors={result?.formErrors} />
      <p className="text-sm text-muted-foreground">{t("delete.description")}</p>
      <div>
        <label
          htmlFor="delete-import-confirm"
          className="flex items-center gap-2 text-sm font-medium"
        >
          <Checkbox
            id="delete-import-confirm"
            name="confirm"
            {...errorProps(result, "confirm", "delete-import-confirm-errors")}
          />
          {t("delete.confirm", { file: fileName })}
        </label>
        <FieldErrors id="delete-import-confirm-errors" errors={result?.fieldErrors.confirm} />
      </div>
      <div>
        <Button
          type="submit"
          variant="secondary"
          className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
        >
          <Trash2 aria-hidden="true" />
          {t("delete.submit")}
        </Button>
      </div>
    </Form>
  );
}
