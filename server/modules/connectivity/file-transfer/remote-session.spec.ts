import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FtpServer, startFtpServer } from "../../../../tests/setup/ftp-server.ts";
import { type SftpServer, startSftpServer } from "../../../../tests/setup/sftp-server.ts";
import { createOutboundGuard } from "../../../security/outbound-guard.ts";
import { openRemoteSession } from "./open-remote-session.ts";
import type { RemoteServer } from "./remote-files.ts";

const guard = createOutboundGuard({ allowPrivate: true });

function collect(): Writable & { text: () => string } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return Object.assign(sink, { text: () => Buffer.concat(chunks).toString("utf8") });
}

describe("remote file servers (FTP, FTPS, SFTP on loopback)", { timeout: 120_000 }, () => {
  let ftp: FtpServer;
  let sftp: SftpServer;
  beforeAll(async () => {
    [ftp, sftp] = await Promise.all([startFtpServer(), startSftpServer()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([ftp?.stop(), sftp?.stop()]);
  });

  const ftpServer = (security: RemoteServer["security"]): RemoteServer => ({
    protocol: "ftp",
    host: ftp.host,
    port: ftp.port,
    username: ftp.username,
    password: ftp.password,
    privateKey: null,
    security,
    hostKeyFingerprint: null,
  });
  const sftpServer = (pinned: string | null): RemoteServer => ({
    protocol: "sftp",
    host: sftp.host,
    port: sftp.port,
    username: sftp.username,
    password: null,
    privateKey: sftp.privateKey,
    security: "none",
    hostKeyFingerprint: pinned,
  });

  it.each(["none", "tls", "auto"] as const)(
    "writes, lists and reads a file over FTP with security %s",
    async (security) => {
      const session = await openRemoteSession(ftpServer(security), {
        guard,
        tlsCa: ftp.certificate,
      });
      try {
        await session.makeDirectory(`/out-${security}/orders`);
        const written = await session.writeFile(
          `/out-${security}/orders`,
          "PO-1.csv",
          Buffer.from("reference;qty\nPO-1;3\n"),
        );
        expect(written).toBe(`/out-${security}/orders/PO-1.csv`);
        // Replacing an existing file works too.
        await session.writeFile(`/out-${security}/orders`, "PO-1.csv", Buffer.from("second\n"));
        const local = path.join(ftp.root, `out-${security}`, "orders");
        expect(await readdir(local)).toEqual(["PO-1.csv"]);
        expect(await readFile(path.join(local, "PO-1.csv"), "utf8")).toBe("second\n");

        const root = await session.list(`/out-${security}`);
        expect(root.map((entry) => [entry.name, entry.kind, entry.path])).toEqual([
          ["orders", "directory", `/out-${security}/orders`],
        ]);
        const sink = collect();
        await session.readFile(written, sink, 1_000);
        expect(sink.text()).toBe("second\n");
      } finally {
        await session.close();
      }
    },
  );

  it("writes over SFTP under a temporary name, then renames it complete", async () => {
    const session = await openRemoteSession(sftpServer(sftp.hostKeyFingerprint), { guard });
    try {
      const directory = path.posix.join(sftp.root, "exports");
      await session.makeDirectory(directory);
      // A file in the way of the final name is replaced, not appended to.
      await writeFile(path.join(sftp.root, "exports", "PO-2.xml"), "old");
      const big = Buffer.alloc(3 * 1024 * 1024, "x");
      const writing = session.writeFile(directory, "PO-2.xml", big);
      const namesSeen = new Set<string>();
      const watching = (async () => {
        for (let round = 0; round < 400; round++) {
          for (const name of await readdir(path.join(sftp.root, "exports"))) namesSeen.add(name);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      await writing;
      const written = await readFile(path.join(sftp.root, "exports", "PO-2.xml"));
      expect(written.length).toBe(big.length);
      expect(await readdir(path.join(sftp.root, "exports"))).toEqual(["PO-2.xml"]);
      await Promise.race([watching, new Promise((resolve) => setTimeout(resolve, 200))]);
      expect([...namesSeen].some((name) => /^\.fennec-[0-9a-f]+\.part$/.test(name))).toBe(true);

      const entries = await session.list(directory);
      expect(entries).toEqual([
        expect.objectContaining({ name: "PO-2.xml", kind: "file", size: big.length }),
      ]);
      const small = collect();
      await expect(
        session.readFile(`${directory}/PO-2.xml`, small, 1024 * 1024),
      ).rejects.toMatchObject({ code: "too-large" });
    } finally {
      await session.close();
    }
  });

  it("reports the host key on first use, and refuses a changed key", async () => {
    const first = await openRemoteSession(sftpServer(null), { guard });
    expect(first.hostKeyFingerprint).toBe(sftp.hostKeyFingerprint);
    await first.close();

    const pinned = sftp.hostKeyFingerprint;
    const replaced = await sftp.replaceHostKey();
    expect(replaced).not.toBe(pinned);
    const refused = await openRemoteSession(sftpServer(pinned), { guard }).catch((error) => error);
    expect(refused).toMatchObject({ code: "host-key-changed" });
    expect(refused.message).toContain(replaced);
  });

  it("says a wrong password was refused, for FTP and SFTP", async () => {
    const ftpWrong = await openRemoteSession(
      { ...ftpServer("none"), password: "not-the-password" },
      { guard },
    ).catch((error) => error);
    expect(ftpWrong).toMatchObject({
      code: "authentication",
      message: "The server refused the user name, password or key",
    });
    expect(ftpWrong.message).not.toContain("not-the-password");
    const sftpWrong = await openRemoteSession(
      { ...sftpServer(null), privateKey: null, password: "not-the-password" },
      { guard },
    ).catch((error) => error);
    expect(sftpWrong).toMatchObject({ code: "authentication" });
  });

  it("refuses TLS it cannot trust, and plain FTP where TLS is required", async () => {
    const untrusted = await openRemoteSession(ftpServer("tls"), { guard }).catch((e) => e);
    expect(untrusted).toMatchObject({ code: "tls" });
  });

  it("refuses paths that climb and addresses the guard refuses, without connecting", async () => {
    const session = await openRemoteSession(ftpServer("none"), { guard });
    await expect(session.list("/../../etc")).rejects.toMatchObject({ code: "invalid-path" });
    await expect(session.writeFile("/", "../x.csv", Buffer.from("x"))).rejects.toMatchObject({
      code: "invalid-path",
    });
    await session.close();

    const strict = createOutboundGuard({ allowPrivate: false });
    await expect(openRemoteSession(ftpServer("none"), { guard: strict })).rejects.toMatchObject({
      code: "refused",
    });
  });

  it("explains a server that does not answer", async () => {
    const closed = await openRemoteSession(
      { ...ftpServer("none"), port: 1 },
      { guard, timeoutMs: 3_000 },
    ).catch((error) => error);
    expect(closed).toMatchObject({ code: "unreachable" });
  });
});
