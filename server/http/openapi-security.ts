import { API_CLIENT_SCOPES, type ApiClientScope } from "../contracts/connectivity/api-client.ts";
import type { GuardRequirement } from "./guard-requirements.ts";

/** API clients: OAuth 2 client credentials at /oauth/token, one scope per permission. */
export const API_CLIENT_SCHEME = "apiClient";
/** People: the access token the web app holds for a signed-in user (authorization code + PKCE). */
export const USER_SCHEME = "user";

const SCOPE_DESCRIPTIONS: Record<ApiClientScope, string> = {
  "read:order_data": "Read order inquiries and their e-mails",
  "write:order_data": "Change, validate, reject and take over orders; upload e-mails",
  "read:reference_data": "Read reference data (customers, products, …)",
  "write:reference_data": "Create, change and delete reference data entries",
  "read:validated_order": "Read validated orders (the change feed)",
};

export function securitySchemes() {
  return {
    [API_CLIENT_SCHEME]: {
      type: "oauth2",
      description:
        "An API client of the tenant (created under Administration → API clients) gets a token with the client-credentials grant; the token carries the client's tenant and scopes.",
      flows: {
        clientCredentials: {
          tokenUrl: "/oauth/token",
          scopes: Object.fromEntries(
            API_CLIENT_SCOPES.map((scope) => [scope, SCOPE_DESCRIPTIONS[scope]]),
          ),
        },
      },
    },
    [USER_SCHEME]: {
      type: "http",
      scheme: "bearer",
      description:
        "A signed-in user's access token. The tenant is the X-Tenant-Id header, else the user's first; the user holds the permissions of their role there. The names listed on an operation are the user permissions it needs (manage:users, manage:connectivity, … are never client scopes).",
    },
  } as const;
}

const isClientScope = (permission: string): permission is ApiClientScope =>
  (API_CLIENT_SCOPES as readonly string[]).includes(permission);

/**
 * An operation's security requirement from its guard: any one alternative suffices. A
 * permission that is a client scope admits an API client holding that scope, and a user
 * holding that permission; any other permission only a user. A route that only signs in
 * (no permission) is for users. An unguarded route is public (`[]`).
 */
export function securityOf(requirement: GuardRequirement | undefined) {
  if (!requirement) return [];
  if (requirement.kind !== "permission") return [{ [USER_SCHEME]: [] }];
  const clientScopes = requirement.peopleOnly ? [] : requirement.anyOf.filter(isClientScope);
  return [
    ...clientScopes.map((scope) => ({ [API_CLIENT_SCHEME]: [scope] })),
    ...requirement.anyOf.map((permission) => ({ [USER_SCHEME]: [permission] })),
  ];
}

/** The sentence a reader sees in the operation's description. */
export function securityNote(requirement: GuardRequirement | undefined): string {
  if (!requirement) return "Public: no token needed.";
  if (requirement.kind === "signed-in") return "Needs a signed-in user.";
  if (requirement.kind === "person") return "Needs a signed-in user (not an API client).";
  const names = requirement.anyOf.map((permission) => `\`${permission}\``).join(" or ");
  return requirement.anyOf.some(isClientScope) && !requirement.peopleOnly
    ? `Needs ${names}: an API client's scope, or a user's permission.`
    : `Needs ${names}: a user's permission (not available to API clients).`;
}
