/**
 * The permission values (spec section 3, plus administration and platform rights) and the seeded
 * roles, for the API and the web alike. No imports: the browser bundle may take these lists
 * (decision 041). What each role holds is the server's business (server/modules/identity/roles.ts).
 */
export const PERMISSIONS = [
  "read:reference_data",
  "write:reference_data",
  "read:validated_order",
  "read:order_data",
  "write:order_data",
  "manage:users",
  "manage:asset_types",
  "manage:connectivity",
  "manage:settings",
  "read:logs",
  "platform:admin",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A membership gives a user one of these in one tenant, lowest first. */
export const ROLES = ["operator", "administrator", "platform_administrator"] as const;
export type Role = (typeof ROLES)[number];
