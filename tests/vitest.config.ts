import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "~": `${root}app` } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server}/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["{app,server,tests}/**/*.spec.ts"],
          exclude: ["tests/process/**", "**/node_modules/**"],
          environment: "node",
          globalSetup: ["tests/setup/database-global-setup.ts"],
          // One database for all files; some tests need the tenants table to themselves.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Whole Fennec processes (the server, the CLI), each on an embedded PostgreSQL in a
          // data directory of its own (tests/setup/fennec-process.ts never passes the shared
          // database on): they run beside the db project's files instead of after them.
          name: "process",
          include: ["tests/process/**/*.spec.ts"],
          environment: "node",
          // One at a time: each starts PostgreSQL and Fennec, on two cores beside the db project.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
