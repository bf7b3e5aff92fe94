import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Plus, Save, Send } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors, FormField } from "~/components/ui/form-field";
import { Checkbox, Input, Select } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { FieldHint } from "~/features/master-data/field-hint";
import { cn } from "~/lib/class-names";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { AUTH_SCHEMES, type WebhookForm, webhookFormSchema } from "./webhook-form-schemas";
import type { Webhook } from "./webhooks-api.server";

type WebhookFields = {
  intent: string;
  name: string;
  url: string;
  auth_scheme: string;
  auth_username: string;
  auth_password: string;
  auth_token: string;
  event_order_validated: boolean;
  active: boolean;
};

const checked = (value: boolean) => (value ? "on" : undefined);

/**
 * A webhook's settings: name, URL, authentication, event, active. Two buttons: save, or send a
 * test with what the form holds (saved or not). A plain form; the same schema checks it in the
 * browser and in the action.
 */
export function WebhookSettingsForm({
  webhook,
  lastResult,
}: {
  webhook: Webhook | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("webhooks");
  const [form, fields] = useForm<WebhookFields, WebhookForm>({
    id: webhook ? `webhook-${webhook.id}` : "new-webhook",
    lastResult,
    constraint: getZodConstraint(webhookFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: webhook
      ? {
          name: webhook.name,
          url: webhook.url,
          auth_scheme: webhook.auth_scheme,
          auth_username: webhook.auth_username ?? undefined,
          event_order_validated: checked(webhook.events.includes("order.validated")),
          active: checked(webhook.active),
        }
      : { auth_scheme: "None", event_order_validated: "on", active: "on" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: webhookFormSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const stored = webhook?.auth_secret_set ?? false;
  const secretHint = (scheme: "Basic" | "Bearer") =>
    stored && webhook?.auth_scheme === scheme ? t("fields.secretKeep") : t("fields.secretNew");
  const hint = (name: string) => `${name}-hint`;

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField
        label={t("fields.name")}
        field={fields.name}
        translate={translate}
        className="sm:col-span-2"
      >
        <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} />
      </FormField>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={fields.url.id} className="text-sm font-medium">
          {t("fields.url")}
        </label>
        <Input
          {...getInputProps(fields.url, { type: "url", ariaDescribedBy: hint(fields.url.id) })}
          key={fields.url.key}
          placeholder="https://"
        />
        <FieldHint id={hint(fields.url.id)}>{t("fields.urlHint")}</FieldHint>
        <FieldErrors id={fields.url.errorId} errors={fields.url.errors?.map(translate)} />
      </div>

      <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t("fields.authLegend")}</legend>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={fields.auth_scheme.id} className="text-sm font-medium">
            {t("fields.authScheme")}
          </label>
          <Select
            {...getSelectProps(fields.auth_scheme, {
              ariaDescribedBy: hint(fields.auth_scheme.id),
            })}
            key={fields.auth_scheme.key}
          >
            {AUTH_SCHEMES.map((scheme) => (
              <option key={scheme} value={scheme}>
                {t(`authSchemes.${scheme}`)}
              </option>
            ))}
          </Select>
          <FieldHint id={hint(fields.auth_scheme.id)}>{t("fields.authSchemeHint")}</FieldHint>
          <FieldErrors
            id={fields.auth_scheme.errorId}
            errors={fields.auth_scheme.errors?.map(translate)}
          />
        </div>
        <FormField label={t("fields.username")} field={fields.auth_username} translate={translate}>
          <Input
            {...getInputProps(fields.auth_username, { type: "text" })}
            key={fields.auth_username.key}
            autoComplete="off"
          />
        </FormField>
        <SecretField
          field={fields.auth_password}
          label={t("fields.password")}
          hint={secretHint("Basic")}
          autoComplete="new-password"
          translate={translate}
        />
        <SecretField
          field={fields.auth_token}
          label={t("fields.token")}
          hint={secretHint("Bearer")}
          autoComplete="off"
          translate={translate}
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
        <legend className="text-sm font-medium">{t("fields.events")}</legend>
        <label
          htmlFor={fields.event_order_validated.id}
          className="flex items-center gap-2 text-sm"
        >
          <Checkbox
            {...getInputProps(fields.event_order_validated, { type: "checkbox" })}
            key={fields.event_order_validated.key}
          />
          {t("events.order.validated")}
        </label>
        <FieldErrors
          id={fields.event_order_validated.errorId}
          errors={fields.event_order_validated.errors?.map(translate)}
        />
      </fieldset>

      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={fields.active.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            {...getInputProps(fields.active, {
              type: "checkbox",
              ariaDescribedBy: hint(fields.active.id),
            })}
            key={fields.active.key}
          />
          {t("fields.active")}
        </label>
        <FieldHint id={hint(fields.active.id)}>{t("fields.activeHint")}</FieldHint>
      </div>

      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" name="intent" value="save">
          {webhook ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {webhook ? t("edit.submit") : t("create.submit")}
        </Button>
        <Button type="submit" name="intent" value="test" variant="secondary">
          <Send aria-hidden="true" />
          {t("test.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** A password or token of the webhook's authentication: never echoed, with its hint and errors. */
function SecretField({
  field,
  label,
  hint: hintText,
  autoComplete,
  translate,
  className,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint: string;
  autoComplete: string;
  translate: (error: string) => string;
  className?: string;
}) {
  const { t } = useTranslation("webhooks");
  const hintId = `${field.id}-hint`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <PasswordInput
        {...getInputProps(field, { type: "password", ariaDescribedBy: hintId })}
        key={field.key}
        autoComplete={autoComplete}
        showLabel={t("fields.showSecret")}
        hideLabel={t("fields.hideSecret")}
      />
      <FieldHint id={hintId}>{hintText}</FieldHint>
      <FieldErrors id={field.errorId} errors={field.errors?.map(translate)} />
    </div>
  );
}
