import { mkdtemp, readFile, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FennecProcess, freePort, startFennecProcess } from "../setup/fennec-process.ts";

/**
 * The promise of inbound SMTP under a crash: a message is ours once we answered 250, and not
 * before. Fennec is killed (SIGKILL, no clean-up) in the middle of a delivery and just after
 * one; the sender does what mail servers do when a delivery was not acknowledged — it tries
 * again. Afterwards every message is stored exactly once.
 */
describe("inbound SMTP when the process is killed", { timeout: 120_000 }, () => {
  let dataDir: string;
  let smtpPort: number;
  let running: FennecProcess | undefined;
  const stamp = Date.now();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fennec-smtp-crash-"));
    smtpPort = await freePort();
  });
  afterAll(async () => {
    // The restarted process adopted the database of the killed one; a clean stop stops both.
    await running?.stop("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    running = await startFennecProcess({ DATA_DIR: dataDir, SMTP_PORT: String(smtpPort) });
  };
  const kill = async () => {
    await running?.stop("SIGKILL");
    running = undefined;
  };

  /** Stored messages whose subject carries `subject`, read straight from the database. */
  async function storedCount(subject: string): Promise<number> {
    const pid = (await readFile(path.join(dataDir, "pg", "postmaster.pid"), "utf8")).split("\n");
    const password = (await readFile(path.join(dataDir, "pg-owner-password"), "utf8")).trim();
    const client = new pg.Client({
      host: "127.0.0.1",
      port: Number(pid[3]),
      user: "postgres",
      password,
      database: "fennec",
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>(
        "select count(*)::int as count from inbound_messages where position($1 in convert_from(raw, 'UTF8')) > 0",
        [subject],
      );
      return rows[0]?.count ?? 0;
    } finally {
      await client.end();
    }
  }

  function message(subject: string): string {
    const body = Array.from({ length: 200 }, (_, n) => `Regel ${n + 1}: 10 st HB-M5x16-TZ`);
    return [
      "From: Inkoop <inkoop@klant.example>",
      "To: orders@demo.fennec.test",
      `Subject: ${subject}`,
      `Message-ID: <${subject}@klant.example>`,
      "Date: Mon, 23 Nov 2026 09:00:00 +0100",
      "Content-Type: text/plain; charset=utf-8",
      "",
      ...body,
      "",
    ].join("\r\n");
  }

  /** A line-by-line SMTP client, so that the test decides when the conversation breaks off. */
  async function smtpSession() {
    const socket: Socket = connect(smtpPort, "127.0.0.1");
    socket.setEncoding("utf8");
    let buffer = "";
    const waiters: Array<() => void> = [];
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (const wake of waiters.splice(0)) wake();
    });
    const closed = new Promise<void>((resolve) => {
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
    /** The next complete reply (the last line of a multi-line reply has a space after the code). */
    const reply = async (): Promise<string> => {
      for (;;) {
        const match = buffer.match(/^(?:\d{3}-.*\r\n)*\d{3} .*\r\n/);
        if (match) {
          buffer = buffer.slice(match[0].length);
          return match[0];
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
    const send = async (line: string) => {
      socket.write(`${line}\r\n`);
      return reply();
    };
    expect(await reply()).toMatch(/^220/);
    expect(await send("EHLO sender.example")).toMatch(/^250/);
    expect(await send("MAIL FROM:<inkoop@klant.example>")).toMatch(/^250/);
    expect(await send("RCPT TO:<orders@demo.fennec.test>")).toMatch(/^250/);
    expect(await send("DATA")).toMatch(/^354/);
    return { socket, reply, closed };
  }

  async function deliver(subject: string): Promise<string> {
    const session = await smtpSession();
    session.socket.write(`${message(subject)}\r\n.\r\n`);
    const answer = await session.reply();
    session.socket.end("QUIT\r\n");
    return answer;
  }

  it("keeps nothing of a delivery cut off by the crash, and stores the sender's retry once", async () => {
    await start();
    const subject = `Cut off ${stamp}`;
    const session = await smtpSession();
    const whole = message(subject);
    session.socket.write(whole.slice(0, whole.length / 2));
    await kill();
    await session.closed; // the sender sees the connection drop without a 250

    await start();
    expect(await storedCount(subject)).toBe(0);
    expect(await deliver(subject)).toMatch(/^250/);
    expect(await storedCount(subject)).toBe(1);
  });

  it("keeps a delivery answered 250 just before the crash, and stores a resend of it once", async () => {
    const subject = `Acknowledged ${stamp}`;
    expect(await deliver(subject)).toMatch(/^250/);
    await kill();

    await start();
    expect(await storedCount(subject)).toBe(1);
    // A sender that lost the 250 in the crash delivers the same message again.
    expect(await deliver(subject)).toMatch(/^250/);
    expect(await storedCount(subject)).toBe(1);
  });
});
