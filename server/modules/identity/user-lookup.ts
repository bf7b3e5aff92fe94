import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { users } from "../../db/schema/index.ts";
import { isUuid } from "../../db/uuid.ts";

/** The user behind a token's subject, if they exist and may still sign in. */
export async function findActiveUserById(pool: pg.Pool, id: string) {
  if (!isUuid(id)) return undefined;
  const [user] = await drizzle(pool)
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)))
    .limit(1);
  return user;
}
