import { createTenant } from "../../modules/tenants/create-tenant.ts";
import type { CliCommand } from "../cli-command.ts";

export const tenantCreate: CliCommand = {
  name: "tenant:create",
  summary: "Create a tenant with default settings",
  usage: 'npm run fennec -- tenant:create --key acme --name "Acme Wholesale"',
  options: {
    key: { type: "string", description: "short unique key (a-z, 0-9, -)", required: true },
    name: { type: "string", description: "display name", required: true },
  },
  run: async (values, database) => {
    const tenant = await createTenant(database.appPool, {
      key: String(values.key),
      name: String(values.name),
    });
    return `Created tenant ${tenant.name} (key ${tenant.key}, id ${tenant.id}).`;
  },
};
