/** The permission values of spec section 3, plus administration and platform rights. */
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
} as const satisfies Record<string, { name: string; permissions: readonly Permission[] }>;

export type Role = keyof typeof ROLE_DEFINITIONS;
export const ROLES = Object.keys(ROLE_DEFINITIONS) as Role[];

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
