import { randomBytes } from "node:crypto";
import type pg from "pg";
import { AppError } from "../../http/app-error.ts";
import type { Provider } from "../../oauth/provider.ts";
import { recordSignIn } from "../analytics/record-sign-in.ts";
import { logSignInLockout } from "./log-sign-in-lockout.ts";
import { hashPassword, verifyPassword } from "./password-hashing.ts";
import {
  forgetSignInFailures,
  recordSignInFailure,
  type SignInLimits,
  secondsUntilSignInAllowed,
} from "./sign-in-throttle.ts";
import { normalizeEmail } from "./user-repository.ts";

/** Verifying against this keeps an unknown e-mail as slow as a wrong password. */
let dummyHash: Promise<string> | undefined;

export const INVALID_CREDENTIALS = "The e-mail address or password is incorrect";

async function pendingInteraction(provider: Provider, uid: string) {
  const interaction = await provider.Interaction.find(uid);
  if (!interaction) throw new AppError("not_found", "This sign-in has expired. Start again.");
  return interaction;
}

export async function describeInteraction(provider: Provider, uid: string) {
  const interaction = await pendingInteraction(provider, uid);
  return { uid: interaction.uid, client_id: interaction.params.client_id as string };
}

/**
 * The login step of the authorization flow: checks the password (throttled per account and per
 * client IP), records the sign-in on the interaction and gives the URL that resumes the flow.
 */
export async function signIn(
  provider: Provider,
  pool: pg.Pool,
  input: { uid: string; email: string; password: string; ip: string },
  limits: SignInLimits,
): Promise<{ redirectTo: string }> {
  const interaction = await pendingInteraction(provider, input.uid);
  const email = normalizeEmail(input.email);
  const wait = await secondsUntilSignInAllowed(pool, email, input.ip, limits);
  if (wait > 0) {
    throw new AppError(
      "too_many_requests",
      `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`,
      { retryAfterSeconds: wait },
    );
  }

  const { rows } = await pool.query<{ id: string; password_hash: string }>(
    "select id, password_hash from users where email = $1 and active",
    [email],
  );
  const user = rows[0];
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), input.password);
  if (!user || !valid) {
    await recordSignInFailure(pool, email, input.ip);
    if (user) await logSignInLockout(pool, user.id, email, limits);
    throw new AppError("invalid_credentials", INVALID_CREDENTIALS);
  }
  await forgetSignInFailures(pool, email);
  await recordSignIn(pool, user.id);

  const clientId = interaction.params.client_id as string;
  const grant = new provider.Grant({ accountId: user.id, clientId });
  grant.addOIDCScope(String(interaction.params.scope ?? "openid"));
  const grantId = await grant.save();
  interaction.result = { login: { accountId: user.id }, consent: { grantId } };
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
  return { redirectTo: interaction.returnTo };
}
