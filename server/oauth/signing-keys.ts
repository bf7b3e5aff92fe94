import { generateKeyPairSync } from "node:crypto";
import type pg from "pg";

/** Any number the processes agree on; one of them creates the first key. */
const KEY_LOCK = 7_246_002;

/**
 * The authorization server's signing keys, shared by every process through PostgreSQL and
 * created on first start. Read with the owner login: the application role cannot see them.
 */
export async function loadSigningKeys(ownerPool: pg.Pool): Promise<object[]> {
  const client = await ownerPool.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock($1)", [KEY_LOCK]);
    let { rows } = await client.query<{ jwk: object }>(
      "select jwk from oauth_signing_keys order by id desc",
    );
    if (rows.length === 0) {
      const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
      const jwk = { ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256" };
      await client.query("insert into oauth_signing_keys (jwk) values ($1)", [jwk]);
      rows = [{ jwk }];
    }
    await client.query("commit");
    return rows.map((row) => row.jwk);
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
