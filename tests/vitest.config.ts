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
          environment: "node",
          globalSetup: ["tests/setup/database-global-setup.ts"],
          // One database for all files; some tests need the tenants table to themselves.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
