import { createServer } from "node:http";
import { type AddressInfo, createServer as createTcpServer, type Socket } from "node:net";

/**
 * Listeners on loopback that record the credentials they are sent: the "new address" of the
 * stored-secret tests (decision 065), which must never see a secret saved for another one.
 */

/** One request a recording listener received: enough to see whether a secret reached it. */
export type RecordedRequest = { method: string; path: string; authorization: string | null };

export type RecordingListener = {
  /** `http://127.0.0.1:{port}` */
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

/** An HTTP server on loopback that records every request's Authorization header; answers 401. */
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

export type RecordingFtpListener = {
  host: string;
  port: number;
  /** Every USER and PASS line it was sent, as sent. */
  logins: string[];
  close: () => Promise<void>;
};

/**
 * Just enough of an FTP server on loopback to be sent a user name and a password: it greets,
 * asks for the password, refuses it (530), and records both lines.
 */
export async function startRecordingFtpListener(): Promise<RecordingFtpListener> {
  const logins: string[] = [];
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    socket.setEncoding("utf8");
    let pending = "";
    socket.on("data", (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf("\r\n"); end >= 0; end = pending.indexOf("\r\n")) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        const command = line.split(" ")[0]?.toUpperCase();
        if (command === "USER" || command === "PASS") logins.push(line);
        socket.write(
          command === "USER"
            ? "331 Password required\r\n"
            : command === "PASS"
              ? "530 Login incorrect\r\n"
              : "502 Not implemented\r\n",
        );
      }
    });
    socket.write("220 Recording listener ready\r\n");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    host: "127.0.0.1",
    port: (server.address() as AddressInfo).port,
    logins,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
