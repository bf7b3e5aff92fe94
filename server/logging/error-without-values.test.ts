import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorWithoutValues } from "./error-without-values.ts";

function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { name: "error", severity: "ERROR", ...fields });
}

describe("errors in the log", () => {
  it("keep a failed query's statement and reason, and lose its parameters and failing row", () => {
    const cause = databaseError('new row for relation "users" violates check constraint "c"', {
      code: "23514",
      constraint: "c",
      detail: "Failing row contains (1, a@b.test, $argon2id$v=19$m=19456$hash).",
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ["a@b.test", "$argon2id$v=19$m=19456$hash\n    at not-a-frame"],
      cause,
    );
    const logged = errorWithoutValues(error) as Record<string, unknown>;
    expect(logged.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2): new row for relation "users" violates check constraint "c"',
    );
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users"/);
    expect(logged.stack).toContain("caused by: error: new row for relation");
    expect(logged.query).toBe('insert into "users" ("email", "password_hash") values ($1, $2)');
    expect(JSON.stringify(logged)).not.toMatch(/argon2id|a@b\.test|not-a-frame/);
  });

  it("drop the value pg names in a message it could not read", () => {
    const error = databaseError('invalid input syntax for type uuid: "secret-token"', {
      code: "22P02",
    });
    const logged = errorWithoutValues(error) as Record<string, unknown>;
    expect(logged.message).toBe("invalid input syntax for type uuid");
    expect(JSON.stringify(logged)).not.toContain("secret-token");
    expect(logged.code).toBe("22P02");
  });

  it("leave what is not an error alone", () => {
    expect(errorWithoutValues("plain")).toBe("plain");
  });
});
