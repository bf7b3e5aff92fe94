import { execFileSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./fennec-process.ts";
import { type LocalDaemon, startLocalDaemon, waitForPort } from "./local-daemon.ts";

export type SftpTestServer = {
  host: string;
  port: number;
  /** The current OS user: sshd logs in as a real account. */
  username: string;
  /** An OpenSSH private key the server accepts for `username`. */
  privateKey: string;
  /** The server's host key as `ssh-keygen -lf` prints it: `SHA256:` + base64 without padding. */
  hostKeyFingerprint: string;
  /** A directory of this machine for the test's files (SFTP paths are absolute, no chroot). */
  root: string;
  /** sshd's log (`-e`, LogLevel VERBOSE): connections, logins and refusals. */
  log: () => string;
  /** Restarts sshd on the same port with a new host key (the "server reinstalled" case). */
  changeHostKey: () => Promise<string>;
  stop: () => Promise<void>;
};

const SSHD = process.env.SSHD_PATH ?? "/usr/sbin/sshd";

/**
 * A real SFTP server on loopback: OpenSSH's sshd (`.ci/run` installs it) in the foreground with
 * a configuration, host key and client key of its own in a temporary directory, logging in as
 * the current OS user (root in CI) with a key; passwords are asked but none is right (the
 * current user has no usable password), which gives the wrong-password case.
 */
export async function startSftpServer(): Promise<SftpTestServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "fennec-sftp-"));
  await chmod(dir, 0o755);
  // sshd's privilege separation directory; on a fresh container nothing made it yet.
  if (userInfo().uid === 0) await mkdir("/run/sshd", { recursive: true, mode: 0o755 });
  const root = path.join(dir, "files");
  await mkdir(root);
  const keygen = (file: string) =>
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "fennec-test", "-f", file], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  const fingerprint = (file: string) =>
    execFileSync("ssh-keygen", ["-l", "-E", "sha256", "-f", file], { encoding: "utf8" }).split(
      " ",
    )[1] ?? "";

  const clientKey = path.join(dir, "client_key");
  keygen(clientKey);
  await writeFile(path.join(dir, "authorized_keys"), await readFile(`${clientKey}.pub`), {
    mode: 0o600,
  });
  let generation = 0;
  const newHostKey = async () => {
    generation += 1;
    const file = path.join(dir, `host_key_${generation}`);
    keygen(file);
    await writeConfig(file);
    return fingerprint(file);
  };

  const port = await freePort();
  const config = path.join(dir, "sshd_config");
  const writeConfig = (hostKey: string) =>
    writeFile(
      config,
      `Port ${port}
ListenAddress 127.0.0.1
HostKey ${hostKey}
PidFile none
AuthorizedKeysFile ${dir}/authorized_keys
StrictModes no
UsePAM no
PubkeyAuthentication yes
PasswordAuthentication yes
KbdInteractiveAuthentication no
PermitRootLogin yes
AllowUsers ${userInfo().username}
MaxAuthTries 6
LogLevel VERBOSE
Subsystem sftp internal-sftp -l VERBOSE
`,
    );

  let daemon: LocalDaemon | null = null;
  let logs = "";
  const start = async () => {
    const started = startLocalDaemon(SSHD, ["-D", "-e", "-f", config]);
    daemon = started;
    try {
      await waitForPort(port, started.output, "sshd");
    } catch (error) {
      await started.stop();
      throw error;
    }
  };
  const halt = async () => {
    if (!daemon) return;
    await daemon.stop();
    logs += daemon.output();
    daemon = null;
  };

  let hostKeyFingerprint = await newHostKey();
  try {
    await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const server: SftpTestServer = {
    host: "127.0.0.1",
    port,
    username: userInfo().username,
    privateKey: await readFile(clientKey, "utf8"),
    hostKeyFingerprint,
    root,
    log: () => logs + ((daemon as LocalDaemon | null)?.output() ?? ""),
    changeHostKey: async () => {
      await halt();
      hostKeyFingerprint = await newHostKey();
      server.hostKeyFingerprint = hostKeyFingerprint;
      await start();
      return hostKeyFingerprint;
    },
    stop: async () => {
      await halt();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return server;
}
