import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { maxFileMegabytes, uploadSchema } from "./import-form-schemas";

/** Choose an asset type and a file; the upload reads the file and proposes a mapping. */
export function UploadForm({
  types,
  preselectedType,
  lastResult,
}: {
  types: ReadonlyArray<{ id: string; name: string }>;
  preselectedType: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("imports");
  const translate = (message: string) => translateMessage(t, message, { max: maxFileMegabytes });
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const [form, fields] = useForm({
    id: "upload-import",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { asset_type_id: preselectedType ?? undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: uploadSchema }),
  });
  const fileHint = `${fields.file.id}-hint`;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="upload" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("upload.type")} field={fields.asset_type_id} translate={translate}>
          <Select {...getSelectProps(fields.asset_type_id)} key={fields.asset_type_id.key} required>
            <option value="">{t("upload.chooseType")}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("upload.file")} field={fields.file} translate={translate}>
          <Input
            {...getInputProps(fields.file, { type: "file", ariaDescribedBy: fileHint })}
            key={fields.file.key}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
          />
          <p id={fileHint} className="text-sm text-muted-foreground">
            {t("upload.fileHint")}
          </p>
        </FormField>
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
