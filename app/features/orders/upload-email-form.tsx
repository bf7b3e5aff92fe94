import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Upload } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { maxEmailMegabytes, uploadEmailSchema } from "./to-process-schemas";

/** Choose an upload channel and an .eml file; the message is stored and waits here. */
export function UploadEmailForm({
  channels,
  canManageChannels,
  lastResult,
}: {
  channels: ReadonlyArray<{ id: string; name: string }>;
  canManageChannels: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("to-process");
  const translate = (message: string) => translateMessage(t, message, { max: maxEmailMegabytes });
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const [form, fields] = useForm({
    id: "upload-email",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { channel_id: channels.length === 1 ? channels[0]?.id : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: uploadEmailSchema }),
  });

  if (channels.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t("upload.noChannels")}{" "}
        {canManageChannels ? (
          <Link to="/admin/channels" className="font-medium text-primary underline">
            {t("upload.manageChannels")}
          </Link>
        ) : (
          t("upload.askAdministrator")
        )}
      </p>
    );
  }

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
        <FormField label={t("upload.channel")} field={fields.channel_id} translate={translate}>
          <Select {...getSelectProps(fields.channel_id)} key={fields.channel_id.key} required>
            <option value="">{t("upload.chooseChannel")}</option>
            {channels.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channel.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("upload.file")} field={fields.file} translate={translate}>
          <Input
            {...getInputProps(fields.file, { type: "file" })}
            key={fields.file.key}
            accept=".eml,message/rfc822"
            required
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
          />
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
