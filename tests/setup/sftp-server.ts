import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./fennec-process.ts";
import { waitForPort } from "./wait-for-port.ts";

export type SftpServer = {
  host: string;
  port: number;
  /** The user running the tests: sshd lets in only real users. */
  username: string;
  /** A key in the server's authorized keys (OpenSSH format). */
  privateKey: string;
  /** As `ssh-keygen -lf` prints it. */
  hostKeyFingerprint: string;
  /** A directory of this machine the tests read and write through SFTP (an absolute path). */
  root: string;
  /** Restarts sshd with a new host key (a reinstalled server, or someone in between). */
  replaceHostKey: () => Promise<string>;
  stop: () => Promise<void>;
};

const SSHD = process.env.SSHD_PATH ?? "/usr/sbin/sshd";

/**
 * A real SFTP server on loopback: OpenSSH's sshd (`.ci/run` installs openssh-server) in the
 * foreground with a config, host key and authorized key of its own in a temporary directory.
 * The current user signs in with the key; passwords are allowed but the current user has none
 * sshd accepts, which is how a test sees a wrong password refused.
 */
export async function startSftpServer(): Promise<SftpServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "fennec-sftp-"));
  const root = path.join(dir, "files");
  await mkdir(root);
  // sshd's privilege separation directory; a fresh machine may not have it.
  await mkdir("/run/sshd", { recursive: true }).catch(() => {});
  const keygen = (file: string) =>
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", file], { stdio: "ignore" });
  keygen(path.join(dir, "client_key"));
  await writeFile(
    path.join(dir, "authorized_keys"),
    await readFile(path.join(dir, "client_key.pub")),
    { mode: 0o600 },
  );
  const port = await freePort();
  const username = userInfo().username;
  await writeFile(
    path.join(dir, "sshd_config"),
    `ListenAddress 127.0.0.1
Port ${port}
HostKey ${dir}/host_key
PidFile ${dir}/sshd.pid
AuthorizedKeysFile ${dir}/authorized_keys
StrictModes no
UsePAM no
PasswordAuthentication yes
KbdInteractiveAuthentication no
PermitRootLogin yes
Subsystem sftp internal-sftp
LogLevel ERROR
`,
  );
  let child: ChildProcess | null = null;
  let output = "";
  const start = async () => {
    await rm(path.join(dir, "host_key"), { force: true });
    await rm(path.join(dir, "host_key.pub"), { force: true });
    keygen(path.join(dir, "host_key"));
    child = spawn(SSHD, ["-D", "-e", "-f", path.join(dir, "sshd_config")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    await waitForPort(port, "sshd", () => output);
    return execFileSync("ssh-keygen", ["-lf", path.join(dir, "host_key.pub")], {
      encoding: "utf8",
    }).split(" ")[1] as string;
  };
  const stopDaemon = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    running.kill("SIGTERM");
    await new Promise((resolve) => running.once("exit", resolve));
  };
  const server: SftpServer = {
    host: "127.0.0.1",
    port,
    username,
    privateKey: await readFile(path.join(dir, "client_key"), "utf8"),
    hostKeyFingerprint: await start(),
    root,
    replaceHostKey: async () => {
      await stopDaemon();
      server.hostKeyFingerprint = await start();
      return server.hostKeyFingerprint;
    },
    stop: async () => {
      await stopDaemon();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return server;
}
