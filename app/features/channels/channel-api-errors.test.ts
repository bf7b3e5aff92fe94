import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formFieldOfApiPath, replyWithChannelApiError } from "./channel-api-errors.server";
import { channelFormSchema } from "./channel-form-schemas";

function submitted(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return parseWithZod(formData, { schema: channelFormSchema });
}

const refusal = (status: number, error: object) =>
  new Response(JSON.stringify({ error }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

const fields = ["name", "host", "port", "password", "address"];

describe("the API's refusals on the channel forms", () => {
  it("finds the form field of an API path: settings are flat on the form", () => {
    expect(formFieldOfApiPath(["settings", "host"])).toBe("host");
    expect(formFieldOfApiPath("settings.address")).toBe("address");
    expect(formFieldOfApiPath(["password"])).toBe("password");
    expect(formFieldOfApiPath(["kind"])).toBeUndefined();
    expect(formFieldOfApiPath([])).toBeUndefined();
  });

  it("puts a 422's issues next to their fields, in the form's words", async () => {
    const submission = submitted({
      intent: "create",
      kind: "imap",
      name: "Orders",
      host: "127.0.0.1",
      port: "993",
      user: "orders",
      password: "typed-secret",
      folder: "INBOX",
      poll_interval_seconds: "60",
    });
    expect(submission.status).toBe("success");
    const result = await replyWithChannelApiError(
      submission,
      refusal(422, {
        code: "validation_failed",
        message: "Validation or transformation failed",
        details: [
          { path: ["settings", "port"], message: "Too big" },
          { path: ["password"], message: "The mailbox password is required" },
          { path: ["kind"], message: "The kind of a channel cannot be changed" },
        ],
      }),
      { fields, hideFields: ["password"] },
    );
    expect(result.error).toEqual({
      "": ["channels:errors.invalid", "The kind of a channel cannot be changed"],
      port: ["channels:errors.portInvalid"],
      password: ["channels:errors.passwordRequired"],
    });
    expect(JSON.stringify(result)).not.toContain("typed-secret");
  });

  it("asks for the mailbox password again next to it when the server changed", async () => {
    const submission = submitted({
      intent: "update",
      id: "3f1c9b2e-8d4a-4c7e-9f10-2a6b5c4d3e21",
      kind: "imap",
      name: "Orders",
      host: "imap.elsewhere.test",
      port: "993",
      user: "orders",
      folder: "INBOX",
      poll_interval_seconds: "60",
    });
    expect(submission.status).toBe("success");
    const result = await replyWithChannelApiError(
      submission,
      refusal(422, {
        code: "validation_failed",
        message: "Validation or transformation failed",
        details: [
          {
            path: ["password"],
            message: "Enter the mailbox password again: the server changed",
            code: "secret_address_changed",
          },
        ],
      }),
      { fields, hideFields: ["password"] },
    );
    expect(result.error).toEqual({ password: ["channels:errors.passwordAgain"] });
  });

  it("puts an unavailable inbound address next to the address, and other refusals above the form", async () => {
    const submission = submitted({
      intent: "create",
      kind: "smtp",
      name: "In",
      address: "in@example.test",
    });
    expect(submission.status).toBe("success");
    const unavailable = await replyWithChannelApiError(
      submission,
      refusal(409, {
        code: "conflict",
        message: "This address is not available",
        details: { field: "settings.address" },
      }),
      { fields },
    );
    expect(unavailable.error).toEqual({ address: ["channels:errors.addressUnavailable"] });

    const gone = await replyWithChannelApiError(
      submission,
      refusal(404, { code: "not_found", message: "Channel with ID x not found" }),
      { fields },
    );
    expect(gone.error).toEqual({ "": ["channels:errors.notFound"] });
  });

  it("leaves unexpected answers to the error screen", async () => {
    const submission = submitted({ intent: "create", kind: "upload", name: "Up" });
    await expect(
      replyWithChannelApiError(submission, refusal(500, { code: "internal" }), { fields }),
    ).rejects.toMatchObject({ init: { status: 500 } });
  });
});
