import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** One request a recording listener received: enough to see whether a secret reached it. */
export type RecordedRequest = { method: string; path: string; authorization: string | null };

export type RecordingListener = {
  /** `http://127.0.0.1:{port}` */
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

/**
 * An HTTP server on loopback that records every request's Authorization header and answers
 * 401: the "new address" of the stored-secret tests (decision 065), which must never see the
 * secret saved for another one.
 */
export async function startRecordingListener(): Promise<RecordingListener> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    requests.push({
      method: request.method ?? "GET",
      path: request.url ?? "/",
      authorization: request.headers.authorization ?? null,
    });
    request.resume();
    request.on("end", () => {
      response.writeHead(401, { "content-type": "text/plain" });
      response.end("who are you?");
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
