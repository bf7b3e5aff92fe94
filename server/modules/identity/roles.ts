import { PERMISSIONS, type Permission, ROLES, type Role } from "../../contracts/identity/roles.ts";

// The lists are the contract's (decision 041); they are named here too because the server's
// identity code has always found them in this module.
export { PERMISSIONS, type Permission, ROLES, type Role };

const operatorPermissions: Permission[] = [
  "read:reference_data",
  "write:reference_data",
  "read:validated_order",
  "read:order_data",
  "write:order_data",
];

/** The seeded roles. A membership gives a user one of them in one tenant. */
export const ROLE_DEFINITIONS = {
  operator: { name: "Operator", permissions: operatorPermissions },
  administrator: {
    name: "Administrator",
    permissions: PERMISSIONS.filter((permission) => permission !== "platform:admin"),
  },
  platform_administrator: { name: "Platform administrator", permissions: [...PERMISSIONS] },
} as const satisfies Record<Role, { name: string; permissions: readonly Permission[] }>;

export function isRole(value: string): value is Role {
  return Object.hasOwn(ROLE_DEFINITIONS, value);
}

export function permissionsOf(role: string): readonly Permission[] {
  return isRole(role) ? ROLE_DEFINITIONS[role].permissions : [];
}

/** Each role holds every permission of the roles before it. */
const ROLE_RANK: Record<Role, number> = {
  operator: 1,
  administrator: 2,
  platform_administrator: 3,
};

/** An administrator grants, and manages members holding, at most their own role. */
export function mayGrant(ownRole: Role | null, role: string): boolean {
  return ownRole !== null && isRole(role) && ROLE_RANK[role] <= ROLE_RANK[ownRole];
}
