import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { startTestServer } from "../../tests/setup/test-server.ts";
import { createUser } from "../modules/identity/create-user.ts";
import { createTenant } from "../modules/tenants/create-tenant.ts";
import { createLogger } from "./logger.ts";

const { appPool, ownerPool } = connectTestDatabase();
/** Every line the server logs, as it would reach a log file. */
const lines: string[] = [];
const server = startTestServer(
  {},
  {
    logger: createLogger({
      level: "info",
      pretty: false,
      destination: { write: (line: string) => void lines.push(line) },
    }),
  },
);
const stamp = Date.now();
const adminEmail = `admin-${stamp}@logs.test`;
const adminPassword = "log-spec-admin-password";
let token: string;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `logs-${stamp}`, name: "Logs BV" });
  await createUser(appPool, {
    email: adminEmail,
    password: adminPassword,
    tenantKey: tenant.key,
    role: "administrator",
  });
  token = (await signInWithPkce(server.url, adminEmail, adminPassword)).tokens.access_token;
  // Inserts of these rows fail in the database, as any insert can (a constraint, a bad value).
  await ownerPool.query(
    `alter table users add constraint log_spec_refused check (email not like 'log-spec-${stamp}%')`,
  );
  await ownerPool.query(
    `alter table channels add constraint log_spec_refused check (name not like 'Log spec ${stamp}%')`,
  );
});

afterAll(async () => {
  await ownerPool.query("alter table users drop constraint if exists log_spec_refused");
  await ownerPool.query("alter table channels drop constraint if exists log_spec_refused");
});

describe("the log after failed inserts", () => {
  it("has the failed statements, and none of their values: no password hash, no sealed secret", async () => {
    const user = await callApi(server.url, token, "/api/identity/users", {
      method: "POST",
      body: JSON.stringify({
        email: `log-spec-${stamp}@logs.test`,
        first_name: "Lena",
        last_name: `Logspec${stamp}`,
        role: "operator",
        password: "a user password nobody may read",
      }),
    });
    expect(user.status).toBe(500);
    const channel = await callApi(server.url, token, "/api/connectivity/channels", {
      method: "POST",
      body: JSON.stringify({
        kind: "imap",
        name: `Log spec ${stamp}`,
        active: false,
        settings: { host: "imap.logs.test", user: `mailbox-${stamp}` },
        password: "an IMAP password nobody may read",
      }),
    });
    expect(channel.status).toBe(500);

    const log = lines.join("");
    // The failures are logged, with what failed: the statements and the database's reason.
    expect(log).toContain("unhandled API error");
    expect(log).toMatch(/insert into \\?"users\\?"/);
    expect(log).toMatch(/insert into \\?"channels\\?"/);
    expect(log).toContain("log_spec_refused");
    // …and nothing the statements carried.
    expect(log).not.toContain("$argon2id$");
    expect(log).not.toMatch(/v1\.[\w-]{20,}/);
    expect(log).not.toContain("nobody may read");
    expect(log).not.toContain(`log-spec-${stamp}@logs.test`);
    expect(log).not.toContain(`Logspec${stamp}`);
    expect(log).not.toContain(`mailbox-${stamp}`);
    expect(log).not.toContain("imap.logs.test");
  });
});
