import { addUserToTenant } from "../../modules/identity/add-user-to-tenant.ts";
import { isRole, ROLES } from "../../modules/identity/roles.ts";
import type { CliCommand } from "../cli-command.ts";

export const userAddToTenant: CliCommand = {
  name: "user:add-to-tenant",
  summary: "Give an existing user a role in another tenant",
  usage:
    "npm run fennec -- user:add-to-tenant --email ann@example.com --tenant acme --role operator",
  options: {
    email: { type: "string", description: "the user's e-mail address", required: true },
    tenant: { type: "string", description: "key of the tenant", required: true },
    role: { type: "string", description: `one of ${ROLES.join(", ")}`, required: true },
  },
  run: async (values, database) => {
    const role = String(values.role);
    if (!isRole(role)) throw new Error(`--role must be one of ${ROLES.join(", ")}`);
    const result = await addUserToTenant(database.appPool, {
      email: String(values.email),
      tenantKey: String(values.tenant),
      role,
    });
    return `${result.email} is now ${result.role} in tenant ${result.tenant}.`;
  },
};
