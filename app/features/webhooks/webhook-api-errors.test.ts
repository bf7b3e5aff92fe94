import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { replyWithWebhookApiError } from "./webhook-api-errors.server";
import { webhookPageFormSchema } from "./webhook-form-schemas";

function submitted(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return parseWithZod(formData, { schema: webhookPageFormSchema });
}

const refusal = (status: number, error: object) =>
  new Response(JSON.stringify({ error }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

describe("the API's refusals on the webhook form", () => {
  const form = submitted({
    intent: "save",
    name: "One too many",
    url: "https://erp.example.test/hooks",
    auth_scheme: "None",
    event_order_validated: "on",
    active: "on",
  });

  it("says, above the form, that the tenant has as many webhooks as it may", async () => {
    expect(form.status).toBe("success");
    const result = await replyWithWebhookApiError(
      form,
      refusal(409, {
        code: "conflict",
        message: "A tenant can have at most 20 webhooks: delete one before adding another",
        details: { reason: "webhook_limit", limit: 20 },
      }),
      { scheme: "None" },
    );
    expect(result.error).toEqual({ "": ["webhooks:errors.limitReached"] });
  });

  it("keeps saying 'switch it on first' for the other conflict", async () => {
    const result = await replyWithWebhookApiError(
      form,
      refusal(409, {
        code: "conflict",
        message: "Switch the webhook on before redelivering its messages",
        details: { reason: "disabled" },
      }),
      { scheme: "None" },
    );
    expect(result.error).toEqual({ "": ["webhooks:errors.switchOnFirst"] });
  });
});
