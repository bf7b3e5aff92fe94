/**
 * What a guard middleware asks of the caller, recorded on the middleware function itself so the
 * OpenAPI document (openapi-document.ts) derives each operation's security and its 401/403
 * answers from the very middleware the route runs, never from a hand-kept list.
 */
export type GuardRequirement =
  | { kind: "signed-in" }
  /**
   * Any one of `anyOf` suffices (requireAnyPermission); one entry for requirePermission.
   * `peopleOnly`: the route also runs requirePerson, so no API client, whatever its scopes.
   */
  | { kind: "permission"; anyOf: readonly string[]; peopleOnly?: boolean }
  /** requirePerson: a signed-in person, never an API client. */
  | { kind: "person" };

const requirements = new WeakMap<object, GuardRequirement>();

/** Marks `guard` as asking `requirement`; answers `guard` itself, unchanged. */
export function guarding<T extends object>(guard: T, requirement: GuardRequirement): T {
  requirements.set(guard, requirement);
  return guard;
}

/** The requirement a route handler or middleware was marked with, if any. */
export function requirementOf(handler: unknown): GuardRequirement | undefined {
  return typeof handler === "function" ? requirements.get(handler) : undefined;
}
