import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

/**
 * A slow file server for tests, made of a real one: a TCP proxy on loopback in front of pure-ftpd
 * or sshd that passes bytes on at full speed, or — for what `trickle` picks — one byte every
 * `intervalMs`, with back-pressure to the sender, as a server on a starved line (or one holding a
 * client on purpose) does. Each trickled byte is traffic, so no inactivity time-out ever fires.
 *
 * FTP (`ftp: true`): the control connection is read line by line; a PASV or EPSV answer is
 * rewritten to name a port of the proxy's, which relays that data connection to the server's
 * passive port, so transfers go through the proxy too. What is trickled is chosen per transfer,
 * by the command the client gave on the control connection before it (RETR, STOR, LIST, MLSD …).
 * SSH/SFTP (one connection): what the server sends is trickled or not (`trickle: "all"`),
 * switchable at any time, so a session can connect and list at full speed and then crawl.
 */
export type TricklingProxy = {
  host: string;
  port: number;
  /** What is slow from now on: FTP commands whose transfers crawl, "all" bytes, or "none". */
  setTrickle: (trickle: Trickle) => void;
  /** Sockets open now on either side of the proxy (0: every connection was closed). */
  openSockets: () => number;
  /** Connections the proxy accepted from clients (control or data). */
  accepted: () => number;
  stop: () => Promise<void>;
};

export type Trickle = readonly string[] | "all" | "none";

export async function startTricklingProxy(
  target: { host: string; port: number },
  options: { ftp?: boolean; trickle?: Trickle; intervalMs?: number } = {},
): Promise<TricklingProxy> {
  let trickle: Trickle = options.trickle ?? "none";
  const intervalMs = options.intervalMs ?? 250;
  const sockets = new Set<Socket>();
  const servers = new Set<Server>();
  let accepted = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    // Either side failing ends both: no error event goes unhandled.
    socket.on("error", () => {});
    return socket;
  };
  const slowFor = (command: string | null) =>
    trickle === "all" || (Array.isArray(trickle) && command !== null && trickle.includes(command));

  // Relayed connections are half-open (each direction ends by itself, when its last byte is
  // passed on); the FTP control connection is passed through whole.
  async function listen(onConnection: (socket: Socket) => void, allowHalfOpen = true) {
    const server = createServer({ allowHalfOpen }, (socket) => {
      accepted += 1;
      onConnection(track(socket));
    });
    servers.add(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return server;
  }

  function upstream(port: number, allowHalfOpen = true): Socket {
    return track(tcpConnect({ port, host: target.host, allowHalfOpen }));
  }

  const control = await listen((client) => {
    const server = upstream(target.port, !options.ftp);
    if (!options.ftp) {
      // What the server sends crawls; what the client sends (its requests, and that it is
      // closing) goes through at once, as to a real server on a starved line.
      relay(server, client, () => slowFor(null), intervalMs);
      relay(client, server, () => false, intervalMs);
      return;
    }
    bindClose(client, server);
    // The last transfer command the client sent: it decides whether the next transfer crawls.
    let lastCommand: string | null = null;
    let clientLine = "";
    client.on("data", (chunk: Buffer) => {
      clientLine += chunk.toString("latin1");
      for (let cut = clientLine.indexOf("\n"); cut >= 0; cut = clientLine.indexOf("\n")) {
        lastCommand = clientLine.slice(0, cut).trim().split(" ")[0]?.toUpperCase() ?? null;
        clientLine = clientLine.slice(cut + 1);
      }
      server.write(chunk);
    });
    // Server answers, line by line, in order; PASV/EPSV answers rewritten once the relay listens.
    let serverLine = "";
    let queue = Promise.resolve();
    server.on("data", (chunk: Buffer) => {
      serverLine += chunk.toString("latin1");
      for (let cut = serverLine.indexOf("\n"); cut >= 0; cut = serverLine.indexOf("\n")) {
        const line = serverLine.slice(0, cut + 1);
        serverLine = serverLine.slice(cut + 1);
        queue = queue.then(async () => {
          client.write(await rewritePassive(line, () => lastCommand), "latin1");
        });
      }
    });
  }, !options.ftp);

  /** A passive answer pointed at a one-connection relay of ours to the server's data port. */
  async function rewritePassive(line: string, command: () => string | null): Promise<string> {
    const pasv = /^227 .*\((\d+),(\d+),(\d+),(\d+),(\d+),(\d+)\)/.exec(line);
    const epsv = /^229 .*\(\|\|\|(\d+)\|\)/.exec(line);
    if (!pasv && !epsv) return line;
    const serverPort = pasv ? Number(pasv[5]) * 256 + Number(pasv[6]) : Number(epsv?.[1]);
    const relayServer = await listen((client) => {
      relayServer.close();
      const server = upstream(serverPort);
      relay(server, client, () => slowFor(command()), intervalMs);
      relay(client, server, () => slowFor(command()), intervalMs);
    });
    const port = portOf(relayServer);
    if (pasv) {
      return line.replace(/\(\d+,\d+,\d+,\d+,\d+,\d+\)/, `(127,0,0,1,${port >> 8},${port & 255})`);
    }
    return line.replace(/\(\|\|\|\d+\|\)/, `(|||${port}|)`);
  }

  return {
    host: "127.0.0.1",
    port: portOf(control),
    setTrickle: (next) => {
      trickle = next;
    },
    openSockets: () => sockets.size,
    accepted: () => accepted,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        [...servers].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}

function portOf(server: Server): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** One side closing closes the other, as a real connection through a proxy would. */
function bindClose(a: Socket, b: Socket) {
  a.once("close", () => b.destroy());
  b.once("close", () => a.destroy());
}

/**
 * Passes `from`'s bytes to `to`: at full speed, or one byte per `intervalMs` while `slow()`
 * says so, pausing `from` meanwhile so the sender feels the crawl through TCP's back-pressure.
 * A clean end of `from` ends `to` once every byte is passed on; a connection broken off on
 * either side breaks off the other at once.
 */
function relay(from: Socket, to: Socket, slow: () => boolean, intervalMs: number) {
  const pending: Buffer[] = [];
  let ticking: NodeJS.Timeout | null = null;
  let ended = false;
  const finish = () => {
    if (ended && pending.length === 0 && !ticking) to.end();
  };
  const tick = () => {
    const head = pending[0];
    if (!head || to.destroyed) {
      if (ticking) clearInterval(ticking);
      ticking = null;
      return;
    }
    to.write(head.subarray(0, 1));
    if (head.length > 1) pending[0] = head.subarray(1);
    else pending.shift();
    if (pending.length === 0) {
      if (ticking) clearInterval(ticking);
      ticking = null;
      from.resume();
      finish();
    }
  };
  from.on("data", (chunk: Buffer) => {
    if (pending.length === 0 && !slow()) {
      if (!to.write(chunk)) {
        from.pause();
        to.once("drain", () => from.resume());
      }
      return;
    }
    pending.push(chunk);
    from.pause();
    ticking ??= setInterval(tick, intervalMs);
  });
  from.on("end", () => {
    ended = true;
    finish();
  });
  from.once("close", () => {
    if (!ended) to.destroy();
  });
  to.once("close", () => {
    if (ticking) clearInterval(ticking);
    ticking = null;
    if (!ended || pending.length > 0) from.destroy();
  });
}
