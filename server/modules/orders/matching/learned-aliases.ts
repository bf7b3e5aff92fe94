import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import type { Catalogue } from "../extraction/catalogue.ts";
import { type ExtractOptions, findOrderingCustomer } from "../extraction/extract-order.ts";
import type { ReadMessage } from "../extraction/message-types.ts";
import { aliasesFor, hasProductAliases } from "./product-aliases.ts";
import { senderAddresses } from "./sender-addresses.ts";
import { senderAliasesFor } from "./sender-aliases.ts";

/**
 * The learned aliases that apply to a message, as options for `extractOrder`: its learned
 * senders, then the product wordings of the customer it comes from. That customer is found
 * first (extraction is pure and fast), since a customer's own wordings may be all that makes
 * its lines readable.
 */
export async function learnedAliases(
  pool: pg.Pool,
  tenantId: string,
  message: ReadMessage,
  catalogue: Catalogue,
): Promise<Required<Pick<ExtractOptions, "aliases" | "senderAliases">>> {
  return withTenant(pool, tenantId, async (tx) => {
    const senderAliases = await senderAliasesFor(tx, senderAddresses(message));
    if (!(await hasProductAliases(tx))) return { aliases: new Map(), senderAliases };
    const customerNumber = findOrderingCustomer(message, catalogue, { senderAliases });
    const aliases = customerNumber ? await aliasesFor(tx, customerNumber) : new Map();
    return { aliases, senderAliases };
  });
}
