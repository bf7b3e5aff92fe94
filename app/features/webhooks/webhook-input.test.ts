import { describe, expect, it } from "vitest";
import { saveWebhookSchema, webhookFormSchema } from "./webhook-form-schemas";
import { formFieldOfApiPath, webhookBodyFromForm, webhookTestBodyFromForm } from "./webhook-input";

describe("the webhook form", () => {
  const filled = {
    intent: "save",
    name: " Orders to the ERP ",
    url: "https://erp.example.test/hooks",
    auth_scheme: "Bearer",
    auth_username: "ignored",
    auth_password: "not-this-one",
    auth_token: "tok-123",
    event_order_validated: true,
    active: true,
  };

  it("sends the scheme's own secret, and no user name but for Basic", () => {
    const parsed = saveWebhookSchema.parse(filled);
    expect(webhookBodyFromForm(parsed)).toEqual({
      name: "Orders to the ERP",
      url: "https://erp.example.test/hooks",
      events: ["order.validated"],
      active: true,
      auth_scheme: "Bearer",
      auth_username: null,
      auth_secret: "tok-123",
    });
    const basic = saveWebhookSchema.parse({
      ...filled,
      auth_scheme: "Basic",
      auth_username: "erp",
    });
    expect(webhookBodyFromForm(basic)).toMatchObject({
      auth_username: "erp",
      auth_secret: "not-this-one",
    });
  });

  it("leaves an empty secret out, so the stored one is kept, and tests a saved webhook by id", () => {
    const parsed = saveWebhookSchema.parse({ ...filled, auth_token: "" });
    expect(webhookBodyFromForm(parsed)).not.toHaveProperty("auth_secret");
    expect(webhookTestBodyFromForm(parsed, "id-1")).toEqual({
      id: "id-1",
      url: "https://erp.example.test/hooks",
      auth_scheme: "Bearer",
      auth_username: null,
    });
  });

  it("refuses what the API would refuse, with the form's message keys", () => {
    const result = webhookFormSchema.safeParse({
      ...filled,
      name: "",
      url: "ftp://erp.example.test",
      auth_scheme: "Basic",
      auth_username: "",
      event_order_validated: false,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toMatchObject({
      name: "webhooks:errors.nameRequired",
      url: "webhooks:errors.urlInvalid",
      event_order_validated: "webhooks:errors.eventRequired",
    });
    // A test needs no name, but the same URL and user name rules.
    const test = webhookFormSchema.safeParse({
      intent: "test",
      url: "https://x.test",
    });
    expect(test.success).toBe(true);
  });

  it("puts the API's auth_secret issue on the scheme's own field", () => {
    expect(formFieldOfApiPath(["auth_secret"], "Bearer")).toBe("auth_token");
    expect(formFieldOfApiPath(["auth_secret"], "Basic")).toBe("auth_password");
    expect(formFieldOfApiPath(["events", 0], "None")).toBe("event_order_validated");
    expect(formFieldOfApiPath(["url"], "None")).toBe("url");
    expect(formFieldOfApiPath(["other"], "None")).toBeUndefined();
  });
});
