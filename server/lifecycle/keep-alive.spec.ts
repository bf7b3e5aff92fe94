import http from "node:http";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { startTestServer } from "../../tests/setup/test-server.ts";

const server = startTestServer();

function get(agent: http.Agent, path: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const request = http.get(`${server.url}${path}`, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
      );
    });
    request.on("error", reject);
  });
}

/** What comes back on a raw connection until the server closes it. */
function readUntilClosed(socket: net.Socket) {
  return new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    socket.on("close", () => resolve(text));
  });
}

describe("connections", () => {
  it("an idle keep-alive connection is still open after Node's 5 s default, and reused", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(agent, "/healthz")).toEqual({ status: 200, reused: false });
    await sleep(6_000);
    expect(await get(agent, "/healthz")).toEqual({ status: 200, reused: true });
    agent.destroy();
  });

  it("stopping answers the request in flight and closes every connection at once", async () => {
    const { port } = new URL(server.url);
    const idle = net.connect(Number(port), "127.0.0.1");
    const busy = net.connect(Number(port), "127.0.0.1");
    await Promise.all([idle, busy].map((socket) => new Promise((r) => socket.once("connect", r))));
    const idleAnswers = readUntilClosed(idle);
    const busyAnswer = readUntilClosed(busy);
    // One answered request, then idle: kept open for the next.
    idle.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    // A request whose headers are not all there yet: in flight when the stop begins.
    busy.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await sleep(100);

    const stopped = server.fennec?.stop();
    server.fennec = undefined;
    await sleep(100);
    busy.write("\r\n");

    // With the keep-alive time (65 s) left to run out, these would outlast the spec's time-out.
    await stopped;
    expect(await idleAnswers).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*keep-alive/i);
    expect(await busyAnswer).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});
