import type { Namespace, TFunction } from "i18next";

/**
 * Form schemas carry translation keys ("auth:signIn.errors.invalidCredentials") as their error
 * messages, so the same schema validates on the server and in the browser and the component
 * shows the message in the user's language. Unknown keys are shown as they are.
 */
export function translateMessage(
  t: TFunction<Namespace>,
  message: string,
  options?: Record<string, unknown>,
) {
  return (t as unknown as (key: string, options: Record<string, unknown>) => string)(message, {
    defaultValue: message,
    ...options,
  });
}
