import type { Adapter, AdapterPayload } from "oidc-provider";
import type pg from "pg";
import { isStorableText } from "../db/storable-text.ts";

type Row = { payload: AdapterPayload; consumed_at: Date | null };

/**
 * oidc-provider's storage in PostgreSQL (`oauth_payloads`): one adapter per model name
 * (Grant, Session, AccessToken, RefreshToken, AuthorizationCode, Interaction, …).
 *
 * Keys to look up come from the client (a token, a code, a uid). One PostgreSQL text cannot
 * hold (a NUL) was never stored, so it finds nothing and changes nothing, without a query that
 * would fail (and answer 500 where OAuth answers invalid_grant or invalid_client).
 */
export function postgresAdapterFactory(pool: pg.Pool) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await pool.query(
        `insert into oauth_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6,
                 case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
         on conflict (model, id) do update set
           payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
           uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          payload,
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ?? null,
        ],
      );
    }

    find(id: string) {
      return this.findOne("id = $2", id);
    }

    findByUid(uid: string) {
      return this.findOne("uid = $2", uid);
    }

    findByUserCode(userCode: string) {
      return this.findOne("user_code = $2", userCode);
    }

    async consume(id: string): Promise<void> {
      if (!isStorableText(id)) return;
      await pool.query(
        "update oauth_payloads set consumed_at = now() where model = $1 and id = $2",
        [this.model, id],
      );
    }

    async destroy(id: string): Promise<void> {
      if (!isStorableText(id)) return;
      await pool.query("delete from oauth_payloads where model = $1 and id = $2", [this.model, id]);
    }

    /** Every model's rows of the grant go: tokens, codes and the grant itself. */
    async revokeByGrantId(grantId: string): Promise<void> {
      if (!isStorableText(grantId)) return;
      await pool.query("delete from oauth_payloads where grant_id = $1", [grantId]);
    }

    private async findOne(condition: string, value: string): Promise<AdapterPayload | undefined> {
      if (!isStorableText(value)) return undefined;
      const { rows } = await pool.query<Row>(
        `select payload, consumed_at from oauth_payloads
         where model = $1 and ${condition} and (expires_at is null or expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at
        ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : row.payload;
    }
  };
}
