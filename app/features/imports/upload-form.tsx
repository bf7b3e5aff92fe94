import { Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { errorProps, type ImportsActionData, resultOf } from "./form-result";

/** Choose an asset type and a file; the upload reads the file and proposes a mapping. */
export function UploadForm({
  types,
  preselectedType,
  actionData,
}: {
  types: ReadonlyArray<{ id: string; name: string }>;
  preselectedType: string | null;
  actionData: ImportsActionData;
}) {
  const { t } = useTranslation("imports");
  const navigation = useNavigation();
  const result = resultOf(actionData, "upload");
  const uploading =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const chosenType = result?.values.asset_type_id || preselectedType || "";

  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="upload" />
      <FormErrors id="upload-errors" errors={result?.formErrors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="upload-type" className="text-sm font-medium">
            {t("upload.type")}
          </label>
          <Select
            id="upload-type"
            name="asset_type_id"
            defaultValue={chosenType}
            required
            {...errorProps(result, "asset_type_id", "upload-type-errors")}
          >
            <option value="">{t("upload.chooseType")}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </Select>
          <FieldErrors id="upload-type-errors" errors={result?.fieldErrors.asset_type_id} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="upload-file" className="text-sm font-medium">
            {t("upload.file")}
          </label>
          <Input
            id="upload-file"
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
            {...errorProps(result, "file", "upload-file-errors")}
            aria-describedby={
              result?.fieldErrors.file?.length
                ? "upload-file-errors upload-file-hint"
                : "upload-file-hint"
            }
          />
          <p id="upload-file-hint" className="text-sm text-muted-foreground">
            {t("upload.fileHint")}
          </p>
          <FieldErrors id="upload-file-errors" errors={result?.fieldErrors.file} />
        </div>
      </div>
      <div>
        <Button type="submit" disabled={uploading}>
          <Upload aria-hidden="true" />
          {uploading ? t("upload.uploading") : t("upload.submit")}
        </Button>
      </div>
    </Form>
  );
}
