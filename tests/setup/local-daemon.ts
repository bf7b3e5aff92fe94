import { type ChildProcess, spawn } from "node:child_process";
import { connect } from "node:net";

/**
 * A test server (pure-ftpd, sshd, Dovecot) run in the foreground as a child of the test
 * process: its stderr kept for the failure message, killed when the test process exits even
 * when a test forgot `stop`, so no daemon outlives the run.
 */
export type LocalDaemon = { child: ChildProcess; output: () => string; stop: () => Promise<void> };

export function startLocalDaemon(command: string, args: string[]): LocalDaemon {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  return {
    child,
    output: () => output,
    stop: async () => {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Waits until something listens on 127.0.0.1:port; fails with `errors()` after ~10 s. */
export async function waitForPort(port: number, errors: () => string, what = "The server") {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start: ${errors()}`);
}
