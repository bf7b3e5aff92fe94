import { defaultProductName } from "~/lib/product-name";

type TitleMatch = { id: string; loaderData?: unknown } | undefined;

/** "Fennec — {tenant name} — {page subtitle}"; the parts that are unknown are left out. */
export function pageTitle(parts: { productName?: string; tenantName?: string; subtitle?: string }) {
  return [parts.productName ?? defaultProductName, parts.tenantName, parts.subtitle]
    .filter((part): part is string => Boolean(part))
    .join(" — ");
}

/** The page title of a route's `meta`, taking product and tenant from the root loader. */
export function pageTitleFromMatches(matches: readonly TitleMatch[], subtitle?: string) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { productName?: string; tenantName?: string | null }
    | undefined;
  return pageTitle({
    productName: root?.productName,
    tenantName: root?.tenantName ?? undefined,
    subtitle,
  });
}
