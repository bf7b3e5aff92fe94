import { parseConfig } from "../../config/config.ts";
import { seedDemoData } from "../../modules/tenants/seed-demo-data.ts";
import type { CliCommand } from "../cli-command.ts";

export const demoSeed: CliCommand = {
  name: "demo:seed",
  summary:
    "On an empty database, create the demo tenant and its administrator (as `npm start` does)",
  usage: "npm run fennec -- demo:seed",
  options: {},
  run: async (_values, database) => {
    const config = parseConfig();
    const result = await seedDemoData(database.appPool, {
      email: config.FENNEC_ADMIN_EMAIL,
      password: config.FENNEC_ADMIN_PASSWORD,
    });
    if (!result.seeded) return "The database already has tenants; nothing to do.";
    const password = result.generatedPassword ?? "(the value of FENNEC_ADMIN_PASSWORD)";
    return `Created Demo Wholesale with administrator ${result.adminEmail}, password ${password}.`;
  },
};
