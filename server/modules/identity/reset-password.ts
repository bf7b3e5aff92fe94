import type pg from "pg";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password-hashing.ts";
import { findUserByEmail, updatePasswordHash } from "./user-repository.ts";

/** Sets a new password for the user with this e-mail address. */
export async function resetPassword(pool: pg.Pool, email: string, password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(
      "bad_request",
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    );
  }
  const passwordHash = await hashPassword(password);
  return withPlatformAccess(pool, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw new AppError("not_found", `No user with e-mail ${email}`);
    await updatePasswordHash(tx, user.id, passwordHash);
    return { id: user.id, email: user.email };
  });
}
