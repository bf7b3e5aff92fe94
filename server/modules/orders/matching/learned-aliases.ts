import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import type { Catalogue } from "../extraction/catalogue.ts";
import { type ExtractOptions, findOrderingCustomer } from "../extraction/extract-order.ts";
import type { ReadMessage } from "../extraction/message-types.ts";
import { aliasesFor, hasProductAliases } from "./product-aliases.ts";
import { senderAddresses } from "./sender-addresses.ts";
import { senderAliasesFor } from "./sender-aliases.ts";

/**
 * The tenant's learned aliases, asked for by what a message contains. An interface, so the
 * message can be read in a worker thread (decision 021) while the database is asked in the
 * process that holds the connections.
 */
export type AliasLookups = {
  /** The learned senders among `addresses`, and whether the tenant learned any product alias. */
  senders: (
    addresses: string[],
  ) => Promise<{ senderAliases: Map<string, string>; hasProductAliases: boolean }>;
  /** A customer's learned product wordings. */
  productAliases: (customerNumber: string) => Promise<Map<string, string>>;
};

/** The lookups of tenant `tenantId`, each in a transaction of that tenant. */
export function aliasLookupsIn(pool: pg.Pool, tenantId: string): AliasLookups {
  return {
    senders: (addresses) =>
      withTenant(pool, tenantId, async (tx) => ({
        senderAliases: await senderAliasesFor(tx, addresses),
        hasProductAliases: await hasProductAliases(tx),
      })),
    productAliases: (customerNumber) =>
      withTenant(pool, tenantId, (tx) => aliasesFor(tx, customerNumber)),
  };
}

/**
 * The learned aliases that apply to a message, as options for `extractOrder`: its learned
 * senders, then the product wordings of the customer it comes from. That customer is found
 * first (extraction is pure and fast), since a customer's own wordings may be all that makes
 * its lines readable.
 */
export async function learnedAliases(
  lookups: AliasLookups,
  message: ReadMessage,
  catalogue: Catalogue,
): Promise<Required<Pick<ExtractOptions, "aliases" | "senderAliases">>> {
  const { senderAliases, hasProductAliases } = await lookups.senders(senderAddresses(message));
  if (!hasProductAliases) return { aliases: new Map(), senderAliases };
  const customerNumber = findOrderingCustomer(message, catalogue, { senderAliases });
  const aliases = customerNumber ? await lookups.productAliases(customerNumber) : new Map();
  return { aliases, senderAliases };
}
