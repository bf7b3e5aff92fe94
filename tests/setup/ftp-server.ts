import { execFileSync } from "node:child_process";
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./fennec-process.ts";
import { startLocalDaemon, waitForPort } from "./local-daemon.ts";

export type FtpTestServer = {
  host: string;
  port: number;
  username: string;
  password: string;
  /** The user's home on this machine: what the FTP user sees as `/`. */
  root: string;
  /** With `tls`: the self-signed certificate (PEM), for the client to trust (`tlsCa`). */
  certificate: string | null;
  /** The transfer log (pure-ftpd's `stats` alt-log): one line per upload or download, with the name used. */
  transferLog: () => Promise<string>;
  stop: () => Promise<void>;
};

const PURE_FTPD = process.env.PURE_FTPD_PATH ?? "/usr/sbin/pure-ftpd";
const PURE_PW = process.env.PURE_PW_PATH ?? "/usr/bin/pure-pw";

/**
 * A real FTP server on loopback: Debian's pure-ftpd (`.ci/run` installs it) in the foreground in
 * a temporary directory, one virtual user (puredb made by `pure-pw`) chrooted to its home,
 * anonymous off, passive mode on a port range of its own. `tls: true` offers explicit TLS
 * (AUTH TLS) with a self-signed certificate for 127.0.0.1/localhost; `tls: "required"` refuses
 * plain logins. Needs root (pure-ftpd switches to the user's uid), as in CI and on this machine.
 */
export async function startFtpServer(
  options: { tls?: boolean | "required" } = {},
): Promise<FtpTestServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "fennec-ftp-"));
  await chmod(dir, 0o755);
  const root = path.join(dir, "home");
  await mkdir(root);
  // The FTP user's files belong to `nobody` when we are root (pure-ftpd refuses uid 0 logins).
  const me = userInfo();
  const uid =
    me.uid === 0 ? Number(execFileSync("id", ["-u", "nobody"], { encoding: "utf8" })) : me.uid;
  const gid =
    me.uid === 0 ? Number(execFileSync("id", ["-g", "nobody"], { encoding: "utf8" })) : me.gid;
  await chown(root, uid, gid);
  const username = "exchange";
  const password = "ftp-test-password";
  const passwd = path.join(dir, "pureftpd.passwd");
  const database = path.join(dir, "pureftpd.pdb");
  execFileSync(
    PURE_PW,
    ["useradd", username, "-f", passwd, "-d", root, "-u", String(uid), "-g", String(gid), "-m"],
    { input: `${password}\n${password}\n`, stdio: ["pipe", "ignore", "pipe"] },
  );
  execFileSync(PURE_PW, ["mkdb", database, "-f", passwd], { stdio: ["ignore", "ignore", "pipe"] });

  let certificate: string | null = null;
  const tlsArgs: string[] = [];
  if (options.tls) {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "2",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    certificate = await readFile(cert, "utf8");
    // pure-ftpd 1.0.50 reads key and certificate from one file.
    const both = path.join(dir, "pure-ftpd.pem");
    await writeFile(both, `${await readFile(key, "utf8")}${certificate}`, { mode: 0o600 });
    tlsArgs.push("-Y", options.tls === "required" ? "2" : "1", "-2", both);
  }

  const port = await freePort();
  const passive = await freePort();
  const transferLog = path.join(dir, "transfers.log");
  const daemon = startLocalDaemon(PURE_FTPD, [
    "-S",
    `127.0.0.1,${port}`,
    "-p",
    `${passive}:${passive + 20}`,
    "-l",
    `puredb:${database}`,
    "-E", // no anonymous logins
    "-A", // every user chrooted to its home
    "-u",
    "1", // allow the low uid of the current user when not root
    "-f",
    "none", // nothing to syslog
    "-O",
    `stats:${transferLog}`,
    ...tlsArgs,
  ]);
  try {
    await waitForPort(port, daemon.output, "pure-ftpd");
  } catch (error) {
    await daemon.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    host: "127.0.0.1",
    port,
    username,
    password,
    root,
    certificate,
    transferLog: () => readFile(transferLog, "utf8").catch(() => ""),
    stop: async () => {
      await daemon.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
