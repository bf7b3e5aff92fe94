import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/lib/use-translation";
import { RoleField } from "./role-field";
import type { Role } from "./users-api.server";

/** First name, last name and role of a new account. */
export function UserProfileFields({
  fields,
  roles,
  translate,
}: {
  fields: {
    first_name: FieldMetadata<string>;
    last_name: FieldMetadata<string>;
    role: FieldMetadata<string>;
  };
  roles: readonly Role[];
  translate: (message: string) => ReactNode;
}) {
  const { t } = useTranslation("users");
  return (
    <>
      <FormField label={t("fields.firstName")} field={fields.first_name} translate={translate}>
        <Input
          {...getInputProps(fields.first_name, { type: "text" })}
          key={fields.first_name.key}
        />
      </FormField>
      <FormField label={t("fields.lastName")} field={fields.last_name} translate={translate}>
        <Input {...getInputProps(fields.last_name, { type: "text" })} key={fields.last_name.key} />
      </FormField>
      <RoleField field={fields.role} roles={roles} translate={translate} />
    </>
  );
}
