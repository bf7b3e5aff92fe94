import { LRUCache } from "lru-cache";
import type { Catalogue } from "../extraction/catalogue.ts";

/**
 * How many tenants' catalogues one thread keeps, the main thread and each extraction worker
 * alike: past it, the least recently used tenant's catalogue goes and is built again when that
 * tenant next needs it.
 */
export const CATALOGUE_CACHE_TENANTS = 20;

/**
 * Catalogues kept per tenant, each with the version it was built for: the reference data version
 * on the main thread (decision 015), the pool's catalogue key in an extraction worker (decision
 * 021). Returns the tenant's catalogue for `version`, built with `build` when the kept one is of
 * another version or there is none.
 */
export function catalogueCache<Version>() {
  const kept = new LRUCache<string, { version: Version; catalogue: Catalogue }>({
    max: CATALOGUE_CACHE_TENANTS,
  });
  return async (
    tenantId: string,
    version: Version,
    build: () => Promise<Catalogue>,
  ): Promise<Catalogue> => {
    const cached = kept.get(tenantId);
    if (cached?.version === version) return cached.catalogue;
    const catalogue = await build();
    kept.set(tenantId, { version, catalogue });
    return catalogue;
  };
}
