import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./fennec-process.ts";
import { waitForPort } from "./wait-for-port.ts";

export type FtpServer = {
  host: string;
  port: number;
  username: string;
  password: string;
  /** The user's home on this machine: what the FTP user sees as `/`. */
  root: string;
  /** The server's self-signed certificate (PEM), to trust in tests of TLS. */
  certificate: string;
  stop: () => Promise<void>;
};

const PURE_FTPD = process.env.PURE_FTPD_PATH ?? "/usr/sbin/pure-ftpd";

/**
 * A real FTP server on loopback: Debian's pure-ftpd (`.ci/run` installs it) in the foreground,
 * in a temporary directory, with one virtual user (a puredb file) chrooted to its home, passive
 * mode on a port range of its own, and explicit TLS offered (`tls: "required"` refuses plain).
 * pure-ftpd needs root to switch to the virtual user's uid, as in CI and this machine.
 */
export async function startFtpServer(
  options: { tls?: "offered" | "required" | "off" } = {},
): Promise<FtpServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "fennec-ftp-"));
  await chmod(dir, 0o755);
  const root = path.join(dir, "home");
  await mkdir(root);
  const uid = Number(execFileSync("id", ["-u", "nobody"], { encoding: "utf8" }));
  const gid = Number(execFileSync("id", ["-g", "nobody"], { encoding: "utf8" }));
  await chown(root, uid, gid);
  const username = "fennec";
  const password = "ftp-test-password";
  execFileSync(
    "pure-pw",
    ["useradd", username, "-u", String(uid), "-g", String(gid), "-d", root].concat([
      "-f",
      path.join(dir, "passwd"),
      "-m",
      "-F",
      path.join(dir, "users.pdb"),
    ]),
    { input: `${password}\n${password}\n`, stdio: ["pipe", "ignore", "pipe"] },
  );
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const certificate = await readFile(path.join(dir, "cert.pem"), "utf8");
  const both = path.join(dir, "server.pem");
  await writeFile(both, certificate + (await readFile(path.join(dir, "key.pem"), "utf8")), {
    mode: 0o600,
  });
  const port = await freePort();
  const passive = 40_000 + Math.floor(Math.random() * 1_000) * 20;
  const tls = options.tls ?? "offered";
  const args = [
    "-l",
    `puredb:${path.join(dir, "users.pdb")}`,
    "-S",
    `127.0.0.1,${port}`,
    "-p",
    `${passive}:${passive + 19}`,
    "-E",
    "-A",
    "-H",
    "-u",
    "1",
    ...(tls === "off" ? [] : ["-Y", tls === "required" ? "2" : "1", "-2", both]),
  ];
  const child: ChildProcess = spawn(PURE_FTPD, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  await waitForPort(port, "pure-ftpd", () => output);
  return {
    host: "127.0.0.1",
    port,
    username,
    password,
    root,
    certificate,
    stop: async () => {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
