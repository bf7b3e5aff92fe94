import { useRoleName } from "~/features/identity/role-name";
import type { Role } from "./users-api.server";

/** The options of a role select, named in the user's language (options take text only). */
export function RoleOptions({ roles }: { roles: readonly Role[] }) {
  const roleName = useRoleName();
  return (
    <>
      {roles.map((role) => (
        <option key={role.key} value={role.key}>
          {roleName(role.key)}
        </option>
      ))}
    </>
  );
}
