import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { removeExpiredSignInDataJob } from "./remove-expired-sign-in-data.ts";

const { appPool } = connectTestDatabase();

describe("removing expired sign-in data", () => {
  it("removes what has expired and keeps the rest", async () => {
    const stamp = Date.now();
    await appPool.query(
      `insert into oauth_payloads (model, id, payload, expires_at) values
         ('AccessToken', $1, '{}', now() - interval '1 minute'),
         ('AccessToken', $2, '{}', now() + interval '1 hour')`,
      [`old-${stamp}`, `fresh-${stamp}`],
    );
    await appPool.query(
      "insert into sign_in_failures (subject, failed_at) values ($1, now() - interval '2 days'), ($2, now())",
      [`email:old-${stamp}`, `email:new-${stamp}`],
    );
    const job = removeExpiredSignInDataJob(appPool);
    expect(job.schedule).toBe("17 * * * *");
    await job.handle({}, { id: "test", name: job.name });

    const { rows: tokens } = await appPool.query<{ id: string }>(
      "select id from oauth_payloads where id = any($1)",
      [[`old-${stamp}`, `fresh-${stamp}`]],
    );
    expect(tokens.map((row) => row.id)).toEqual([`fresh-${stamp}`]);
    const { rows: failures } = await appPool.query<{ subject: string }>(
      "select subject from sign_in_failures where subject = any($1)",
      [[`email:old-${stamp}`, `email:new-${stamp}`]],
    );
    expect(failures.map((row) => row.subject)).toEqual([`email:new-${stamp}`]);
  });
});
