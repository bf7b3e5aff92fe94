import { watch } from "node:fs";
import { chown, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../../tests/setup/fennec-process.ts";
import { type FtpTestServer, startFtpServer } from "../../../../tests/setup/ftp-server.ts";
import { type SftpTestServer, startSftpServer } from "../../../../tests/setup/sftp-server.ts";
import { createOutboundGuard } from "../../../security/outbound-guard.ts";
import { openRemoteSession, type RemoteSessionOptions } from "./open-remote-session.ts";
import type { RemoteServer, RemoteSession } from "./remote-files.ts";
import { TEMPORARY_UPLOAD_NAME } from "./temporary-upload-name.ts";

// The servers are on loopback: the guard lets private addresses through, as in the e2e server.
const guard = createOutboundGuard({ allowPrivate: true });

function collector() {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, text: () => Buffer.concat(chunks).toString("utf8") };
}

/** Every name that appears in `directory` while `action` runs (inotify, via fs.watch). */
async function namesSeenDuring(directory: string, action: () => Promise<unknown>) {
  const seen = new Set<string>();
  const watcher = watch(directory, (_event, name) => {
    if (name) seen.add(String(name));
  });
  try {
    await action();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    watcher.close();
  }
  return [...seen];
}

async function withSession<T>(
  server: RemoteServer,
  use: (session: RemoteSession) => Promise<T>,
  options: Partial<RemoteSessionOptions> = {},
) {
  const session = await openRemoteSession(server, { guard, timeoutMs: 10_000, ...options });
  try {
    return await use(session);
  } finally {
    await session.close();
  }
}

/** A TCP server that accepts and then says nothing, counting the connections it got. */
async function silentServer() {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    connections: () => connections,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("FTP sessions", () => {
  let ftp: FtpTestServer;
  let plainOnly: FtpTestServer;
  let server: RemoteServer;

  beforeAll(async () => {
    [ftp, plainOnly] = await Promise.all([startFtpServer({ tls: true }), startFtpServer()]);
    server = {
      protocol: "ftp",
      host: ftp.host,
      port: ftp.port,
      username: ftp.username,
      password: ftp.password,
      privateKey: null,
      security: "none",
      hostKeyFingerprint: null,
    };
  });
  afterAll(async () => {
    await Promise.all([ftp?.stop(), plainOnly?.stop()]);
  });

  it("uploads under a temporary name, renames it, and replaces an existing file", async () => {
    const seen = await namesSeenDuring(ftp.root, () =>
      withSession(server, async (session) => {
        expect(session.hostKeyFingerprint).toBeNull();
        expect(await session.writeFile("/", "orders.csv", Buffer.from("first\n"))).toBe(
          "/orders.csv",
        );
        await session.writeFile("/", "orders.csv", Buffer.from("order;qty\nA-1;3\n"));
      }),
    );
    expect(await readFile(path.join(ftp.root, "orders.csv"), "utf8")).toBe("order;qty\nA-1;3\n");
    expect(await readdir(ftp.root)).toEqual(["orders.csv"]);
    // the bytes went to a temporary name: pure-ftpd's transfer log names the file it received
    const uploads = (await ftp.transferLog())
      .split("\n")
      .filter((line) => line.includes(" U "))
      .map((line) => path.basename(line.trim().split(" ").at(-1) ?? ""));
    expect(uploads).toHaveLength(2);
    for (const name of uploads) expect(name).toMatch(TEMPORARY_UPLOAD_NAME);
    expect(seen.filter((name) => TEMPORARY_UPLOAD_NAME.test(name))).toHaveLength(2);
    expect(seen).toContain("orders.csv");
  });

  it("works over explicit TLS with the certificate checked, and refuses an untrusted one", async () => {
    const tls: RemoteServer = { ...server, security: "tls" };
    await withSession(
      tls,
      async (session) => {
        await session.makeDirectory("/outbox/2026");
        await session.writeFile("/outbox/2026", "tls.csv", Buffer.from("over TLS\n"));
        const read = collector();
        await session.readFile("/outbox/2026/tls.csv", read.sink, 1000);
        expect(read.text()).toBe("over TLS\n");
      },
      { tlsCa: ftp.certificate ?? "" },
    );
    expect(await readFile(path.join(ftp.root, "outbox/2026/tls.csv"), "utf8")).toBe("over TLS\n");
    expect(await readdir(path.join(ftp.root, "outbox/2026"))).toEqual(["tls.csv"]);

    await expect(openRemoteSession(tls, { guard })).rejects.toMatchObject({
      code: "tls",
      message: expect.stringContaining("certificate is not trusted"),
    });
  });

  it("uses TLS when offered with auto, plain otherwise; tls refuses a server without it", async () => {
    await withSession({ ...server, security: "auto" }, (session) => session.list("/"), {
      tlsCa: ftp.certificate ?? "",
    });
    // without the CA, auto must fail on the certificate rather than fall back to plain
    await expect(
      openRemoteSession({ ...server, security: "auto" }, { guard }),
    ).rejects.toMatchObject({ code: "tls" });
    const plain: RemoteServer = { ...server, port: plainOnly.port, password: plainOnly.password };
    await withSession({ ...plain, security: "auto" }, async (session) => {
      await session.writeFile("/", "plain.txt", Buffer.from("plain"));
    });
    expect(await readFile(path.join(plainOnly.root, "plain.txt"), "utf8")).toBe("plain");
    await expect(openRemoteSession({ ...plain, security: "tls" }, { guard })).rejects.toMatchObject(
      { code: "tls" },
    );
  });

  it("lists directories first, then files by name, and reads within the limit", async () => {
    // files another party dropped, owned by the FTP user as theirs would be
    const dir = path.join(ftp.root, "inbox");
    const { uid, gid } = await stat(ftp.root);
    for (const sub of ["", "archive", "Errors"]) {
      await mkdir(path.join(dir, sub), { recursive: true });
      await chown(path.join(dir, sub), uid, gid);
    }
    for (const [name, content] of [
      ["b.csv", "bbb"],
      ["a.csv", "order A\n"],
    ] as const) {
      await writeFile(path.join(dir, name), content);
      await chown(path.join(dir, name), uid, gid);
    }
    await withSession(server, async (session) => {
      const { entries, refused } = await session.list("/inbox");
      expect(refused).toEqual([]);
      expect(entries.map(({ name, kind, path }) => ({ name, kind, path }))).toEqual([
        { name: "Errors", kind: "directory", path: "/inbox/Errors" },
        { name: "archive", kind: "directory", path: "/inbox/archive" },
        { name: "a.csv", kind: "file", path: "/inbox/a.csv" },
        { name: "b.csv", kind: "file", path: "/inbox/b.csv" },
      ]);
      expect(entries.find((entry) => entry.name === "a.csv")?.size).toBe(8);
      const read = collector();
      await session.readFile("/inbox/a.csv", read.sink, 8);
      expect(read.text()).toBe("order A\n");
      await expect(session.readFile("/inbox/a.csv", collector().sink, 7)).rejects.toMatchObject({
        code: "too-large",
      });
      await expect(
        session.readFile("/inbox/missing.csv", collector().sink, 100),
      ).rejects.toMatchObject({ code: "not-found" });
      await session.rename("/inbox/b.csv", "/inbox/archive/b.csv");
      await session.remove("/inbox/a.csv");
    });
    expect(await readdir(path.join(dir, "archive"))).toEqual(["b.csv"]);
    expect((await readdir(dir)).sort()).toEqual(["Errors", "archive"]);
  });

  it("reports a directory the user may not write to as permission, leaving nothing behind", async () => {
    // made by root, not by the FTP user: read-only to it
    await mkdir(path.join(ftp.root, "read-only"));
    await withSession(server, async (session) => {
      await expect(
        session.writeFile("/read-only", "orders.csv", Buffer.from("x")),
      ).rejects.toMatchObject({ code: "permission" });
      expect(await session.list("/read-only")).toEqual({ entries: [], refused: [] });
    });
    expect(await readdir(path.join(ftp.root, "read-only"))).toEqual([]);
  });

  it("refuses a wrong password with authentication, never repeating it", async () => {
    const error = await openRemoteSession(
      { ...server, password: "not-the-password" },
      { guard },
    ).catch((failure: unknown) => failure);
    expect(error).toMatchObject({
      code: "authentication",
      message: "The server refused the user name or password (or key)",
    });
  });

  it("refuses paths that climb out with invalid-path", async () => {
    await withSession(server, async (session) => {
      await expect(session.writeFile("/../etc", "x.txt", Buffer.from("x"))).rejects.toMatchObject({
        code: "invalid-path",
      });
      await expect(session.writeFile("/", "../x.txt", Buffer.from("x"))).rejects.toMatchObject({
        code: "invalid-path",
      });
      await expect(
        session.readFile("/inbox/../../etc/passwd", collector().sink, 100),
      ).rejects.toMatchObject({ code: "invalid-path" });
      await expect(session.list("a\\b")).rejects.toMatchObject({ code: "invalid-path" });
    });
  });
});

describe("SFTP sessions", () => {
  let sftp: SftpTestServer;
  let server: RemoteServer;

  beforeAll(async () => {
    sftp = await startSftpServer();
    server = {
      protocol: "sftp",
      host: sftp.host,
      port: sftp.port,
      username: sftp.username,
      password: null,
      privateKey: sftp.privateKey,
      security: "none",
      hostKeyFingerprint: null,
    };
  });
  afterAll(async () => {
    await sftp?.stop();
  });

  it("reports the host key on first use as ssh-keygen prints it, and uploads via a temporary name", async () => {
    const seen = await namesSeenDuring(sftp.root, () =>
      withSession(server, async (session) => {
        expect(session.hostKeyFingerprint).toBe(sftp.hostKeyFingerprint);
        expect(await session.writeFile(sftp.root, "orders.csv", Buffer.from("one\n"))).toBe(
          `${sftp.root}/orders.csv`,
        );
        await session.writeFile(sftp.root, "orders.csv", Buffer.from("order;qty\nA-1;3\n"));
      }),
    );
    expect(await readFile(path.join(sftp.root, "orders.csv"), "utf8")).toBe("order;qty\nA-1;3\n");
    expect(await readdir(sftp.root)).toEqual(["orders.csv"]);
    expect(seen.filter((name) => TEMPORARY_UPLOAD_NAME.test(name))).toHaveLength(2);
    expect(seen).toContain("orders.csv");
  });

  it("makes directories, lists, reads within the limit, renames and removes", async () => {
    const pinned = { ...server, hostKeyFingerprint: sftp.hostKeyFingerprint };
    const inbox = `${sftp.root}/in/box`;
    await withSession(pinned, async (session) => {
      await session.makeDirectory(inbox);
      await session.makeDirectory(`${inbox}/archive`);
      await session.writeFile(inbox, "b.csv", Buffer.from("bbb"));
      await session.writeFile(inbox, "a.csv", Buffer.from("order A\n"));
      const { entries } = await session.list(inbox);
      expect(entries.map(({ name, kind, path }) => ({ name, kind, path }))).toEqual([
        { name: "archive", kind: "directory", path: `${inbox}/archive` },
        { name: "a.csv", kind: "file", path: `${inbox}/a.csv` },
        { name: "b.csv", kind: "file", path: `${inbox}/b.csv` },
      ]);
      const read = collector();
      await session.readFile(`${inbox}/a.csv`, read.sink, 8);
      expect(read.text()).toBe("order A\n");
      await expect(session.readFile(`${inbox}/a.csv`, collector().sink, 7)).rejects.toMatchObject({
        code: "too-large",
      });
      await expect(
        session.readFile(`${inbox}/missing.csv`, collector().sink, 100),
      ).rejects.toMatchObject({ code: "not-found" });
      await expect(
        session.readFile(`${inbox}/../../../etc/passwd`, collector().sink, 10_000),
      ).rejects.toMatchObject({ code: "invalid-path" });
      await session.rename(`${inbox}/b.csv`, `${inbox}/archive/b.csv`);
      await session.remove(`${inbox}/a.csv`);
    });
    expect(await readdir(inbox)).toEqual(["archive"]);
    expect(await readFile(path.join(inbox, "archive/b.csv"), "utf8")).toBe("bbb");
  });

  it("refuses a wrong password with authentication", async () => {
    await expect(
      openRemoteSession({ ...server, privateKey: null, password: "not-the-password" }, { guard }),
    ).rejects.toMatchObject({
      code: "authentication",
      message: expect.not.stringContaining("not-the-password"),
    });
  });

  it("refuses a server whose host key changed, naming the new key, until it is pinned", async () => {
    const pinned = { ...server, hostKeyFingerprint: sftp.hostKeyFingerprint };
    const newKey = await sftp.changeHostKey();
    expect(newKey).not.toBe(pinned.hostKeyFingerprint);
    const error = await openRemoteSession(pinned, { guard }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ code: "host-key-changed" });
    expect((error as Error).message).toContain(newKey);
    expect((error as Error).message).toContain("reinstalled");
    // the key was refused before logging in: sshd saw no login after the restart
    expect(sftp.log().split("Received signal 15").at(-1)).not.toContain("Accepted publickey");
    await withSession({ ...server, hostKeyFingerprint: newKey }, async (session) => {
      expect(session.hostKeyFingerprint).toBe(newKey);
    });
  });
});

describe("connections", () => {
  it("go nowhere when the guard refuses the address", async () => {
    const silent = await silentServer();
    try {
      for (const protocol of ["ftp", "sftp"] as const) {
        await expect(
          openRemoteSession(
            {
              protocol,
              host: "127.0.0.1",
              port: silent.port,
              username: "u",
              password: "p",
              privateKey: null,
              security: "none",
              hostKeyFingerprint: null,
            },
            { guard: createOutboundGuard({ allowPrivate: false }) },
          ),
        ).rejects.toMatchObject({ code: "refused" });
      }
      expect(silent.connections()).toBe(0);
    } finally {
      await silent.stop();
    }
  });

  it("give up with timeout on a server that never answers, and unreachable on a closed port", async () => {
    const silent = await silentServer();
    const closed = await freePort();
    try {
      for (const protocol of ["ftp", "sftp"] as const) {
        const base: RemoteServer = {
          protocol,
          host: "127.0.0.1",
          port: silent.port,
          username: "u",
          password: "p",
          privateKey: null,
          security: "none",
          hostKeyFingerprint: null,
        };
        await expect(openRemoteSession(base, { guard, timeoutMs: 500 })).rejects.toMatchObject({
          code: "timeout",
          message: "No answer within 1 seconds",
        });
        await expect(
          openRemoteSession({ ...base, port: closed }, { guard, timeoutMs: 2000 }),
        ).rejects.toMatchObject({ code: "unreachable" });
      }
    } finally {
      await silent.stop();
    }
  });
});
