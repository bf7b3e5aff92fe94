import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors } from "~/components/ui/form-field";
import { Checkbox } from "~/components/ui/input";
import type { TenantSummary } from "~/features/identity/current-user";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { RoleField } from "./role-field";
import { updateUserSchema } from "./user-form-schemas";
import type { Role, User } from "./users-api.server";

/**
 * The membership: role, active in this tenant (unchecked = deactivated here) and the other
 * tenants the administrator runs that the user belongs to. The name is the user's own.
 */
export function EditUserForm({
  user,
  roles,
  otherTenants,
  lastResult,
}: {
  user: User;
  roles: readonly Role[];
  otherTenants: readonly TenantSummary[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("users");
  const [form, fields] = useForm({
    id: `edit-user-${user.id}`,
    lastResult,
    constraint: getZodConstraint(updateUserSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      role: user.role,
      active: user.active ? "on" : undefined,
      tenant_ids: user.tenant_ids,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateUserSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const tenantIds = new Set(
    (fields.tenant_ids.initialValue as string[] | string | undefined) ?? user.tenant_ids,
  );

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={user.id} />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <RoleField field={fields.role} roles={roles} translate={translate} />
      <div className="flex flex-col justify-end gap-1.5 pb-2">
        <label htmlFor={fields.active.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            {...getInputProps(fields.active, { type: "checkbox" })}
            key={fields.active.key}
          />
          {t("fields.active")}
        </label>
        <p className="text-xs text-muted-foreground">{t("fields.activeHint")}</p>
        <FieldErrors id={fields.active.errorId} errors={fields.active.errors?.map(translate)} />
      </div>
      {otherTenants.length > 0 ? (
        <fieldset className="sm:col-span-2">
          <input type="hidden" name="tenants_shown" value="1" />
          <legend className="mb-2 text-sm font-medium">{t("fields.otherTenants")}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {otherTenants.map((tenant) => (
              <label
                key={tenant.id}
                htmlFor={`${fields.tenant_ids.id}-${tenant.id}`}
                className="flex items-center gap-2 text-sm"
              >
                <Checkbox
                  id={`${fields.tenant_ids.id}-${tenant.id}`}
                  name={fields.tenant_ids.name}
                  value={tenant.id}
                  defaultChecked={tenantIds.has(tenant.id)}
                  key={`${fields.tenant_ids.key}-${tenant.id}`}
                />
                {tenant.name}
              </label>
            ))}
          </div>
          <FieldErrors
            id={fields.tenant_ids.errorId}
            errors={fields.tenant_ids.errors?.map(translate)}
          />
        </fieldset>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit">
          <Save aria-hidden="true" />
          {t("edit.submit")}
        </Button>
      </div>
    </Form>
  );
}
