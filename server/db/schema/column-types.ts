import { customType } from "drizzle-orm/pg-core";

/** Raw bytes (files, e-mails as received). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** A 64-bit transaction id (never wraps around), as pg_current_xact_id() answers it. */
export const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });
