/**
 * Where the request handlers send an unexpected error: to error reporting when it is on, nowhere
 * otherwise. The server process and the built web app each load this module; a registry-wide
 * symbol makes them share the one reporter that `startErrorReporting` sets.
 */
export type ErrorReporter = (error: unknown, scope: ReportScope) => void;

/** What the report is tagged with: the tenant's key, never its name (spec section 9). */
export type ReportScope = { tenantKey?: string | null | undefined };

const key = Symbol.for("fennec.errorReporter");
const registry = globalThis as { [key]?: ErrorReporter };

export function setErrorReporter(reporter: ErrorReporter | undefined): void {
  registry[key] = reporter;
}

export function reportError(error: unknown, scope: ReportScope = {}): void {
  registry[key]?.(error, scope);
}
