import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Plus, Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors, FormField } from "~/components/ui/form-field";
import { Checkbox, Input } from "~/components/ui/input";
import { FieldHint } from "~/features/master-data/field-hint";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { ApiClient } from "../../../server/contracts/connectivity/api-client";
import { type SaveApiClientForm, saveApiClientSchema } from "./api-client-form-schemas";
import { API_CLIENT_PERMISSIONS, apiClientFormDefaults } from "./api-client-input";

type ApiClientFields = {
  intent: string;
  name: string;
  hasExpiration: boolean;
  expiration_date: string;
  readOrderData: boolean;
  writeOrderData: boolean;
  readReferenceData: boolean;
  writeReferenceData: boolean;
  /** Not a control: where "At least one permission must be selected" is said. */
  scopes: string[];
};

const checked = (value: boolean) => (value ? "on" : undefined);

/**
 * The API client form of spec section 5: name, "Expires" with its day, and the four
 * permissions. A plain form; the same schema checks it in the browser and in the action.
 */
export function ApiClientForm({
  client,
  lastResult,
}: {
  client: ApiClient | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("api-clients");
  const defaults = client ? apiClientFormDefaults(client) : null;
  const [form, fields] = useForm<ApiClientFields, SaveApiClientForm>({
    id: client ? `api-client-${client.id}` : "new-api-client",
    lastResult,
    constraint: getZodConstraint(saveApiClientSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: defaults
      ? {
          name: defaults.name,
          hasExpiration: checked(defaults.hasExpiration),
          expiration_date: defaults.expiration_date,
          readOrderData: checked(defaults.readOrderData),
          writeOrderData: checked(defaults.writeOrderData),
          readReferenceData: checked(defaults.readReferenceData),
          writeReferenceData: checked(defaults.writeReferenceData),
        }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveApiClientSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const expirationHint = `${fields.expiration_date.id}-hint`;
  const permissionsHint = `${form.id}-permissions-hint`;
  const permissionErrors = fields.scopes.errors;

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="save" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("fields.name")} field={fields.name} translate={translate}>
        <Input
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          autoComplete="off"
        />
      </FormField>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t("fields.expiration")}</legend>
        <label htmlFor={fields.hasExpiration.id} className="flex items-center gap-2 text-sm">
          <Checkbox
            {...getInputProps(fields.hasExpiration, { type: "checkbox" })}
            key={fields.hasExpiration.key}
          />
          {t("fields.hasExpiration")}
        </label>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.expiration_date.id} className="text-sm font-medium">
            {t("fields.expirationDate")}
          </label>
          <Input
            {...getInputProps(fields.expiration_date, {
              type: "date",
              ariaDescribedBy: expirationHint,
            })}
            key={fields.expiration_date.key}
            className="w-fit"
          />
          <FieldHint id={expirationHint}>{t("fields.expirationHint")}</FieldHint>
          <FieldErrors
            id={fields.expiration_date.errorId}
            errors={fields.expiration_date.errors?.map(translate)}
          />
        </div>
      </fieldset>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={
          permissionErrors?.length ? `${permissionsHint} ${fields.scopes.errorId}` : permissionsHint
        }
      >
        <legend className="mb-1 text-sm font-medium">{t("fields.permissions")}</legend>
        <FieldHint id={permissionsHint}>{t("fields.permissionsHint")}</FieldHint>
        {API_CLIENT_PERMISSIONS.map((permission) => {
          const field = fields[permission];
          const scopesId = `${field.id}-scopes`;
          return (
            <div key={permission} className="flex items-start gap-2 text-sm">
              <Checkbox
                {...getInputProps(field, { type: "checkbox", ariaDescribedBy: scopesId })}
                key={field.key}
                className="mt-0.5"
              />
              <div>
                <label htmlFor={field.id} className="block font-medium">
                  {t(`permissions.${permission}`)}
                </label>
                <p id={scopesId} className="text-xs text-muted-foreground">
                  {t(`permissionScopes.${permission}`)}
                </p>
              </div>
            </div>
          );
        })}
        <FieldErrors id={fields.scopes.errorId} errors={permissionErrors?.map(translate)} />
      </fieldset>

      <div>
        <Button type="submit">
          {client ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {client ? t("edit.submit") : t("create.submit")}
        </Button>
      </div>
    </Form>
  );
}
