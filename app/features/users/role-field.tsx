import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { useTranslation } from "~/lib/use-translation";
import { RoleOptions } from "./role-options";
import type { Role } from "./users-api.server";

/** The role select: only the roles the administrator may grant (never above their own). */
export function RoleField({
  field,
  roles,
  translate,
}: {
  field: FieldMetadata<string>;
  roles: readonly Role[];
  translate: (message: string) => ReactNode;
}) {
  const { t } = useTranslation("users");
  return (
    <FormField label={t("fields.role")} field={field} translate={translate}>
      <Select {...getSelectProps(field)} key={field.key}>
        <RoleOptions roles={roles.filter((role) => role.assignable)} />
      </Select>
    </FormField>
  );
}
