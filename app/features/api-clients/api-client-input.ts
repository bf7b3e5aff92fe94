import type {
  ApiClient,
  ApiClientInput,
  ApiClientScope,
} from "../../../server/contracts/connectivity/api-client";

/** The four permissions of the form (spec sections 3 and 6), in the order they are shown. */
export const API_CLIENT_PERMISSIONS = [
  "readOrderData",
  "writeOrderData",
  "readReferenceData",
  "writeReferenceData",
] as const;
export type ApiClientPermission = (typeof API_CLIENT_PERMISSIONS)[number];
export type ApiClientPermissions = Record<ApiClientPermission, boolean>;

/**
 * The scopes each permission grants. Reading order data includes the validated orders' change
 * feed (spec section 3 lists read:validated_order among the permission values).
 */
export const PERMISSION_SCOPES: Record<ApiClientPermission, readonly ApiClientScope[]> = {
  readOrderData: ["read:order_data", "read:validated_order"],
  writeOrderData: ["write:order_data"],
  readReferenceData: ["read:reference_data"],
  writeReferenceData: ["write:reference_data"],
};

/** What the form holds once its schema accepted it. */
export type ApiClientFormValues = ApiClientPermissions & {
  name: string;
  hasExpiration: boolean;
  /** The chosen day, YYYY-MM-DD; absent when none was given. */
  expiration_date?: string;
};

/**
 * Spec section 5: with expiration on and a date given, the end of that day in UTC with a +00:00
 * offset; otherwise null (never expires).
 */
export function expirationDateFromForm(hasExpiration: boolean, day: string | undefined) {
  return hasExpiration && day ? `${day}T23:59:59+00:00` : null;
}

/** The ticked permissions as the API's scopes, each once, in the contract's order. */
export function scopesFromPermissions(permissions: ApiClientPermissions): ApiClientScope[] {
  const scopes = new Set(
    API_CLIENT_PERMISSIONS.flatMap((permission) =>
      permissions[permission] ? PERMISSION_SCOPES[permission] : [],
    ),
  );
  return [...scopes];
}

/** The form as the API takes it (POST and PUT /api/connectivity/api-clients). */
export function apiClientBodyFromForm(form: ApiClientFormValues): ApiClientInput {
  return {
    name: form.name,
    expiration_date: expirationDateFromForm(form.hasExpiration, form.expiration_date),
    scopes: scopesFromPermissions(form),
  };
}

/**
 * A client's scopes as the form's permissions. A permission is ticked when the client has its
 * first scope: a client given only read:validated_order through the API shows read order data
 * unticked, so that saving the form never widens what a client may do.
 */
export function permissionsFromScopes(scopes: readonly string[]): ApiClientPermissions {
  return Object.fromEntries(
    API_CLIENT_PERMISSIONS.map((permission) => [
      permission,
      scopes.includes(PERMISSION_SCOPES[permission][0] as string),
    ]),
  ) as ApiClientPermissions;
}

/** The UTC day an expiration ends on (the day the form chose), YYYY-MM-DD. */
export function expirationDay(expirationDate: string): string {
  const time = Date.parse(expirationDate);
  return Number.isNaN(time) ? "" : new Date(time).toISOString().slice(0, 10);
}

/** A saved client as the form's starting values. */
export function apiClientFormDefaults(
  client: Pick<ApiClient, "name" | "expiration_date" | "scopes">,
) {
  return {
    name: client.name,
    hasExpiration: client.expiration_date !== null,
    expiration_date: client.expiration_date ? expirationDay(client.expiration_date) : undefined,
    ...permissionsFromScopes(client.scopes),
  };
}

/**
 * The scopes a list shows, as permission names: each ticked permission once, and any scope no
 * ticked permission covers (a client set up through the API) on its own.
 */
export function grantedLabels(scopes: readonly ApiClientScope[]) {
  const permissions = permissionsFromScopes(scopes);
  const ticked = API_CLIENT_PERMISSIONS.filter((permission) => permissions[permission]);
  const covered = new Set(ticked.flatMap((permission) => PERMISSION_SCOPES[permission]));
  const others = scopes.filter((scope) => !covered.has(scope));
  return { permissions: ticked, scopes: [...new Set(others)] };
}
