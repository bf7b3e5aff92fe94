import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { LogIn } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { LanguageSwitcher } from "~/features/shell/language-switcher";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { signInSchema } from "./sign-in-schema";

/** The sign-in page of the authorization step: a plain form, e-mail and password. */
export function SignInForm({
  productName,
  lastResult,
  retryAfterMinutes,
}: {
  productName: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  retryAfterMinutes?: number;
}) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    constraint: getZodConstraint(signInSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  // After a refused attempt the password field starts empty again, with JavaScript as without.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (lastResult) setAttempt((count) => count + 1);
  }, [lastResult]);
  const translate = (message: string) => translateMessage(t, message, { count: retryAfterMinutes });

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t("signIn.heading", { productName })}
        </h1>
        <p className="text-sm text-muted-foreground">{t("signIn.intro")}</p>
      </div>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
        <FormField label={t("signIn.email")} field={fields.email} translate={translate}>
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="username"
            autoFocus
          />
        </FormField>
        <FormField label={t("signIn.password")} field={fields.password} translate={translate}>
          <PasswordInput
            {...getInputProps(fields.password, { type: "password" })}
            key={`${fields.password.key}-${attempt}`}
            // The server never sends a password back; nor does the form keep one.
            defaultValue=""
            autoComplete="current-password"
            showLabel={t("signIn.showPassword")}
            hideLabel={t("signIn.hidePassword")}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          <LogIn aria-hidden="true" />
          {t("signIn.submit")}
        </Button>
      </Form>
      <LanguageSwitcher className="border-t border-border pt-5" />
    </div>
  );
}
