import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { SPEC_DATABASES } from "./setup/spec-databases.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "~": `${root}app` } },
  test: {
    // Spec files side by side, each worker on a database of its own (decision 030).
    maxWorkers: SPEC_DATABASES,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server}/**/*.test.{ts,tsx}", "tests/structure/*.test.ts"],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
