import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The person a request acts for, so every tenant transaction it opens names them in
 * `app.user_id` for the audit trail (decision 050) without each service passing it along.
 */
const actingUser = new AsyncLocalStorage<string>();

/** Runs `work` with `userId` as the acting person of every transaction it opens. */
export function actingAs<T>(userId: string, work: () => T): T {
  return actingUser.run(userId, work);
}

/** The person the current request acts for, if a person does. */
export function currentActingUser(): string | undefined {
  return actingUser.getStore();
}
