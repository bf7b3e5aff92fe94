/**
 * Where a user lands when the request names no tenant: the tenant they joined first. Never
 * decided by names, which other tenants' administrators choose; the web app remembers the
 * tenant a user used last on their device and names it (decision 019).
 */
export function landingTenant<T extends { joinedAt: Date }>(memberships: T[]): T | undefined {
  return memberships.reduce<T | undefined>(
    (first, membership) =>
      !first || membership.joinedAt.getTime() < first.joinedAt.getTime() ? membership : first,
    undefined,
  );
}
