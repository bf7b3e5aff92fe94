import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { UserPlus } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { createUserSchema, minimumPasswordLength } from "./user-form-schemas";
import { UserProfileFields } from "./user-profile-fields";
import type { Role } from "./users-api.server";

export function CreateUserForm({
  roles,
  lastResult,
}: {
  roles: readonly Role[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("users");
  const [form, fields] = useForm({
    id: "create-user",
    lastResult,
    constraint: getZodConstraint(createUserSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { role: roles[0]?.key },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createUserSchema }),
  });
  const translate = (message: string) =>
    translateMessage(t, message, { count: minimumPasswordLength });

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="create" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField
        label={t("fields.email")}
        field={fields.email}
        translate={translate}
        className="sm:col-span-2"
      >
        <Input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="off"
        />
      </FormField>
      <UserProfileFields fields={fields} roles={roles} translate={translate} />
      <FormField label={t("fields.initialPassword")} field={fields.password} translate={translate}>
        <PasswordInput
          {...getInputProps(fields.password, { type: "password" })}
          key={fields.password.key}
          defaultValue=""
          autoComplete="new-password"
          showLabel={t("fields.showPassword")}
          hideLabel={t("fields.hidePassword")}
        />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit">
          <UserPlus aria-hidden="true" />
          {t("create.submit")}
        </Button>
      </div>
    </Form>
  );
}
