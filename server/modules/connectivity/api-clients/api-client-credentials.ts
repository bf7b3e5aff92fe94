import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * An API client's credentials (decision 042): a public client_id and a secret of 32 random
 * bytes, shown once. Only the SHA-256 of the secret is stored. A fast hash is right here: the
 * secret has 256 bits of entropy, so there is no dictionary to try and no brute force within
 * reach, which is what slow password hashes (scrypt, argon2) defend against; a slow hash would
 * only make every token request cost CPU. The prefixes tell people and secret scanners what a
 * string is.
 */

export const CLIENT_ID_PREFIX = "fennec_client_";
export const CLIENT_SECRET_PREFIX = "fennec_secret_";

const SECRET_BYTES = 32;
const CLIENT_ID_BYTES = 16;

export function generateClientId(): string {
  return `${CLIENT_ID_PREFIX}${randomBytes(CLIENT_ID_BYTES).toString("hex")}`;
}

const CLIENT_ID_SHAPE = new RegExp(`^${CLIENT_ID_PREFIX}[0-9a-f]{${CLIENT_ID_BYTES * 2}}$`);

/**
 * Whether `value` could be a client id this server gave out. Sign-in gets the id from anyone;
 * one of another shape (a NUL, which PostgreSQL text cannot hold, or kilobytes of text) is no
 * client, known without asking the database.
 */
export function isClientIdShaped(value: string): boolean {
  return CLIENT_ID_SHAPE.test(value);
}

export function generateClientSecret(): string {
  return `${CLIENT_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64url")}`;
}

export function hashClientSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Whether `presented` is the secret behind `storedHash`, in constant time. */
export function clientSecretMatches(presented: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = createHash("sha256").update(presented, "utf8").digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
