import { chown, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FtpTestServer, startFtpServer } from "../../../../tests/setup/ftp-server.ts";
import { type SftpTestServer, startSftpServer } from "../../../../tests/setup/sftp-server.ts";
import {
  startTricklingProxy,
  type TricklingProxy,
} from "../../../../tests/setup/trickling-proxy.ts";
import { createOutboundGuard } from "../../../security/outbound-guard.ts";
import { openRemoteSession, type RemoteSessionOptions } from "./open-remote-session.ts";
import type { RemoteServer, RemoteSession } from "./remote-files.ts";

/**
 * Issue 39, finding 3: a server that sends (or takes) a byte every now and then is never
 * "inactive", so the inactivity time-out alone let it hold a run — and the job slot — for
 * hours. Real pure-ftpd and sshd behind a proxy on loopback that makes them crawl (one byte per
 * 250 ms); the bounds are shortened for the test, as callers may. The broken behaviour takes
 * hours; every bound here ends it within seconds, so `within` (15 s) separates the two clearly.
 */
const guard = createOutboundGuard({ allowPrivate: true });
const WITHIN_MS = 15_000;

/** The operation's failure, or a failure of the test when it is still running after 15 s. */
async function failureWithin(operation: Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const stillRunning = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still running after ${WITHIN_MS / 1000} s`)),
      WITHIN_MS,
    );
  });
  try {
    await Promise.race([operation, stillRunning]);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("still running")) throw error;
    return error as { code?: string; message?: string };
  } finally {
    clearTimeout(timer);
  }
  throw new Error("the operation succeeded");
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

async function open(
  server: RemoteServer,
  proxy: TricklingProxy,
  bounds: RemoteSessionOptions["bounds"],
) {
  return openRemoteSession(
    { ...server, host: proxy.host, port: proxy.port },
    { guard, timeoutMs: 10_000, bounds },
  );
}

describe("an FTP server that crawls", () => {
  let ftp: FtpTestServer;
  let server: RemoteServer;
  const proxies: TricklingProxy[] = [];
  const sessions: RemoteSession[] = [];

  async function crawling(trickle: string[]) {
    const proxy = await startTricklingProxy(ftp, { ftp: true, trickle });
    proxies.push(proxy);
    return proxy;
  }

  beforeAll(async () => {
    ftp = await startFtpServer();
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
    const { uid, gid } = await stat(ftp.root);
    const file = path.join(ftp.root, "prices.csv");
    await writeFile(file, "sku;price\n".padEnd(64 * 1024, "x"));
    await chown(file, uid, gid);
  });
  afterAll(async () => {
    for (const session of sessions) await session.close().catch(() => {});
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    await ftp?.stop();
  });

  it("stops a download slower than the minimum speed, drops the connection, and refuses to go on", async () => {
    const proxy = await crawling(["RETR"]);
    const session = await open(server, proxy, {
      minBytesPerSecond: 1000,
      throughputWindowMs: 1000,
    });
    sessions.push(session);
    // connecting and listing are not slowed down
    expect((await session.list("/")).entries.map((entry) => entry.name)).toEqual(["prices.csv"]);
    const failure = await failureWithin(session.readFile("/prices.csv", discard(), 1_000_000));
    expect(failure).toMatchObject({
      code: "too-slow",
      message: expect.stringMatching(/slower than 1000 bytes per second over 1 second/),
    });
    // the connection is closed at once (control and data), not left to the server
    await expect.poll(() => proxy.openSockets(), { timeout: 5000 }).toBe(0);
    // the session is over: what comes next fails with the same reason, without connecting
    const accepted = proxy.accepted();
    await expect(session.list("/")).rejects.toMatchObject({ code: "too-slow" });
    expect(proxy.accepted()).toBe(accepted);
  });

  it("stops a download that takes longer than the bound for a file, however fast it trickles", async () => {
    const proxy = await crawling(["RETR"]);
    const session = await open(server, proxy, { fileMs: 1500, minBytesPerSecond: 0 });
    sessions.push(session);
    const failure = await failureWithin(session.readFile("/prices.csv", discard(), 1_000_000));
    expect(failure).toMatchObject({
      code: "deadline",
      message: expect.stringContaining("/prices.csv did not finish within 2 seconds"),
    });
    await expect.poll(() => proxy.openSockets(), { timeout: 5000 }).toBe(0);
  });

  it("stops a listing that takes longer than the bound for a listing", async () => {
    const proxy = await crawling(["MLSD", "LIST"]);
    const session = await open(server, proxy, { commandMs: 1500 });
    sessions.push(session);
    const failure = await failureWithin(session.list("/"));
    expect(failure).toMatchObject({
      code: "deadline",
      message: expect.stringContaining("The listing of / did not finish within 2 seconds"),
    });
    await expect.poll(() => proxy.openSockets(), { timeout: 5000 }).toBe(0);
  });

  it("stops an upload the server takes too slowly, by speed and by the bound for a file", async () => {
    const content = Buffer.alloc(2 * 1024 * 1024, "y");
    const slow = await crawling(["STOR"]);
    const first = await open(server, slow, { minBytesPerSecond: 1000, throughputWindowMs: 1000 });
    sessions.push(first);
    expect(await failureWithin(first.writeFile("/", "orders.csv", content))).toMatchObject({
      code: "too-slow",
    });
    await expect.poll(() => slow.openSockets(), { timeout: 5000 }).toBe(0);

    const long = await crawling(["STOR"]);
    const second = await open(server, long, { fileMs: 1500, minBytesPerSecond: 0 });
    sessions.push(second);
    expect(await failureWithin(second.writeFile("/", "orders.csv", content))).toMatchObject({
      code: "deadline",
      message: expect.stringContaining("/orders.csv did not finish within 2 seconds"),
    });
    await expect.poll(() => long.openSockets(), { timeout: 5000 }).toBe(0);
  });

  it("ends the whole session at the bound for a run, whatever it is doing then", async () => {
    const proxy = await crawling(["MLSD", "LIST"]);
    // a run bound that leaves time to connect (signing in to pure-ftpd takes seconds on a
    // loaded machine), then falls in the crawling listing
    const session = await open(server, proxy, { runMs: 12_000 });
    sessions.push(session);
    const failure = await failureWithin(session.list("/"));
    expect(failure).toMatchObject({
      code: "deadline",
      message: expect.stringContaining(
        "The run's work with the server did not finish within 12 seconds",
      ),
    });
    await expect.poll(() => proxy.openSockets(), { timeout: 5000 }).toBe(0);
  });
});

describe("an SFTP server that crawls", () => {
  let sftp: SftpTestServer;
  let proxy: TricklingProxy;
  let session: RemoteSession | undefined;

  beforeAll(async () => {
    sftp = await startSftpServer();
    proxy = await startTricklingProxy(sftp);
    await writeFile(path.join(sftp.root, "prices.csv"), "sku;price\n".padEnd(256 * 1024, "x"));
  });
  afterAll(async () => {
    await session?.close().catch(() => {});
    await proxy?.stop();
    await sftp?.stop();
  });

  it("stops a download slower than the minimum speed and drops the connection", async () => {
    session = await open(
      {
        protocol: "sftp",
        host: sftp.host,
        port: sftp.port,
        username: sftp.username,
        password: null,
        privateKey: sftp.privateKey,
        security: "none",
        hostKeyFingerprint: null,
      },
      proxy,
      { minBytesPerSecond: 1000, throughputWindowMs: 1000 },
    );
    const listing = await session.list(sftp.root);
    expect(listing.entries.map((entry) => entry.name)).toEqual(["prices.csv"]);
    proxy.setTrickle("all");
    const failure = await failureWithin(
      session.readFile(`${sftp.root}/prices.csv`, discard(), 1_000_000),
    );
    expect(failure).toMatchObject({ code: "too-slow" });
    await expect.poll(() => proxy.openSockets(), { timeout: 5000 }).toBe(0);
  });
});
