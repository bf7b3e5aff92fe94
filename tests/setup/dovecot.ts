import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./fennec-process.ts";
import { waitForPort } from "./local-daemon.ts";

export type Dovecot = { port: number; user: string; password: string; stop: () => Promise<void> };

const DOVECOT = process.env.DOVECOT_PATH ?? "/usr/sbin/dovecot";

/**
 * A real IMAP server on loopback: Debian's Dovecot (`.ci/run` installs it) in a temporary
 * directory with one mailbox user, in the foreground, stopped by `stop`.
 */
export async function startDovecot(): Promise<Dovecot> {
  const dir = await mkdtemp(path.join(tmpdir(), "fennec-dovecot-"));
  // Dovecot's own processes (user dovecot) read the users file and write the mail.
  await chmod(dir, 0o755);
  const port = await freePort();
  const user = "orders";
  const password = "imap-test-password";
  for (const sub of ["run", "state", "mail"]) await mkdir(path.join(dir, sub), { recursive: true });
  const uid = Number(execFileSync("id", ["-u", "dovecot"], { encoding: "utf8" }));
  const gid = Number(execFileSync("id", ["-g", "dovecot"], { encoding: "utf8" }));
  await chown(path.join(dir, "mail"), uid, gid);
  await writeFile(path.join(dir, "users"), `${user}:{PLAIN}${password}::::::\n`);
  await writeFile(
    path.join(dir, "dovecot.conf"),
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
namespace inbox {
  inbox = yes
  separator = /
}
`,
  );
  const child: ChildProcess = spawn(DOVECOT, ["-F", "-c", path.join(dir, "dovecot.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += String(chunk);
  });
  await waitForPort(port, () => errors, "Dovecot");
  return {
    port,
    user,
    password,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
