import { createHash } from "node:crypto";

/** A host key as OpenSSH prints it (`ssh-keygen -lf`): `SHA256:` + unpadded base64. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash("sha256").update(key).digest("base64").replace(/=+$/, "")}`;
}
