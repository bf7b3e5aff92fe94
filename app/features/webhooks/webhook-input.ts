import type { z } from "zod";
import type {
  webhookInputSchema,
  webhookTestInputSchema,
} from "../../../server/contracts/connectivity/webhook";
import type { WebhookForm } from "./webhook-form-schemas";

/** The API's bodies, as its contract takes them (decision 041). */
export type WebhookBody = z.input<typeof webhookInputSchema>;
export type WebhookTestBody = z.input<typeof webhookTestInputSchema>;

/** The scheme's secret field: the password for Basic, the token for Bearer; empty is none. */
function authSecretOf(form: WebhookForm): string | undefined {
  const secret =
    form.auth_scheme === "Basic"
      ? form.auth_password
      : form.auth_scheme === "Bearer"
        ? form.auth_token
        : undefined;
  return secret ? secret : undefined;
}

function authOf(form: WebhookForm) {
  const secret = authSecretOf(form);
  return {
    auth_scheme: form.auth_scheme,
    auth_username: form.auth_scheme === "Basic" ? (form.auth_username ?? null) : null,
    ...(secret ? { auth_secret: secret } : {}),
  };
}

/** A submitted settings form as the API takes it; an empty secret keeps the stored one. */
export function webhookBodyFromForm(form: Extract<WebhookForm, { intent: "save" }>): WebhookBody {
  return {
    name: form.name,
    url: form.url,
    events: form.event_order_validated ? ["order.validated"] : [],
    active: form.active,
    ...authOf(form),
  };
}

/** A test of what the form holds; a saved webhook's stored secret fills in an empty one. */
export function webhookTestBodyFromForm(
  form: WebhookForm,
  savedId: string | null,
): WebhookTestBody {
  return { ...(savedId ? { id: savedId } : {}), url: form.url, ...authOf(form) };
}

/** Where an issue of the API belongs on the form. */
export function formFieldOfApiPath(
  path: readonly unknown[],
  scheme: "None" | "Basic" | "Bearer",
): string | undefined {
  const [first] = path;
  if (first === "auth_secret") return scheme === "Bearer" ? "auth_token" : "auth_password";
  if (first === "events") return "event_order_validated";
  if (
    first === "name" ||
    first === "url" ||
    first === "auth_scheme" ||
    first === "auth_username" ||
    first === "active"
  )
    return first;
  return undefined;
}
