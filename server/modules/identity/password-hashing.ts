import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane. */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export { MIN_PASSWORD_LENGTH } from "../../contracts/identity/password.ts";

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
