import { customType } from "drizzle-orm/pg-core";

/** Raw bytes (files, e-mails as received). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
