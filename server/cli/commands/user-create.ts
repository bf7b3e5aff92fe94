import { createUser } from "../../modules/identity/create-user.ts";
import { isRole, ROLES } from "../../modules/identity/roles.ts";
import { type CliCommand, passwordFrom } from "../cli-command.ts";

export const userCreate: CliCommand = {
  name: "user:create",
  summary: "Create a user with a role in a tenant",
  usage:
    "npm run fennec -- user:create --email ann@example.com --tenant demo --role operator --password-stdin",
  options: {
    email: { type: "string", description: "e-mail address (the sign-in name)", required: true },
    tenant: { type: "string", description: "key of the tenant to join", required: true },
    role: { type: "string", description: `one of ${ROLES.join(", ")}`, required: true },
    "first-name": { type: "string", description: "first name" },
    "last-name": { type: "string", description: "last name" },
    password: { type: "string", description: "initial password (at least 12 characters)" },
    "password-stdin": { type: "boolean", description: "read the password from standard input" },
  },
  run: async (values, database) => {
    const role = String(values.role);
    if (!isRole(role)) throw new Error(`--role must be one of ${ROLES.join(", ")}`);
    const user = await createUser(database.appPool, {
      email: String(values.email),
      password: await passwordFrom(values),
      tenantKey: String(values.tenant),
      role,
      firstName: values["first-name"] as string | undefined,
      lastName: values["last-name"] as string | undefined,
    });
    return `Created user ${user.email} as ${user.role} in tenant ${user.tenant}.`;
  },
};
