import { connect } from "node:net";

/** Waits until something accepts connections on 127.0.0.1:`port` (a test server started). */
export async function waitForPort(port: number, what: string, output: () => string) {
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
  throw new Error(`${what} did not start: ${output()}`);
}
