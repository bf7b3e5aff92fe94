import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** Seals and opens secrets kept at rest (integration passwords, API keys): AES-256-GCM. */
export type SecretBox = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
};

const VERSION = "v1";

/**
 * A box whose 256-bit key is derived from `key` (ENCRYPTION_KEY, or the one Fennec keeps in
 * DATA_DIR). A sealed value is `v1.` + base64url(nonce | tag | ciphertext); a changed byte or
 * another key makes `open` throw.
 */
export function createSecretBox(key: string): SecretBox {
  if (key.length < 32) throw new Error("The encryption key must be at least 32 characters");
  const aesKey = createHash("sha256").update(`fennec secret box\0${key}`).digest();
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", aesKey, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(".");
      if (version !== VERSION || !payload) throw new Error("Not a sealed secret");
      const bytes = Buffer.from(payload, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", aesKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

/** For processes that only install the job queue: any use of a secret is a mistake there. */
export const NO_SECRET_BOX: SecretBox = {
  seal: () => {
    throw new Error("No secret box in this process");
  },
  open: () => {
    throw new Error("No secret box in this process");
  },
};
