import type { CliCommand } from "../cli-command.ts";

export const dbMigrate: CliCommand = {
  name: "db:migrate",
  summary: "Apply pending database migrations and install the job queue tables",
  usage: "npm run fennec -- db:migrate",
  options: {},
  // Opening the database already migrated it; nothing more to do.
  run: async () => "Database is up to date.",
};
