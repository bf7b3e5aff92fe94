import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { HintedField } from "~/components/ui/hinted-field";
import { Input } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { ExportProfile } from "../../../server/contracts/connectivity/export-profile";
import { savePathSchema } from "./export-profile-form-schemas";

/** The directory on the server the files are written to, typed by hand. */
export function PathForm({
  profile,
  lastResult,
}: {
  profile: ExportProfile;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("export-profiles");
  const [form, fields] = useForm<{ intent: string; path: string }>({
    id: `export-path-${profile.id}`,
    lastResult,
    shouldValidate: "onBlur",
    defaultValue: { path: profile.path },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: savePathSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-start gap-3">
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <HintedField
        field={fields.path}
        label={t("fields.path")}
        hint={t("fields.pathHint")}
        translate={translate}
        className="min-w-64 flex-1"
      >
        {(describedBy) => (
          <Input
            {...getInputProps(fields.path, { type: "text", ariaDescribedBy: describedBy })}
            key={fields.path.key}
            spellCheck={false}
            className="font-mono text-xs"
          />
        )}
      </HintedField>
      <Button type="submit" name="intent" value="path" className="mt-6">
        <Save aria-hidden="true" />
        {t("path.save")}
      </Button>
    </Form>
  );
}
