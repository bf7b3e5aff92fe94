import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { replyWithApiError } from "~/lib/api-form-errors.server";
import { apiClientApiErrors } from "./api-client-action.server";
import { saveApiClientSchema } from "./api-client-form-schemas";

// The API's refusal of an API client form (a 422 with zod issues), put where the form shows
// its own mistakes: the permission rule next to the permissions group, as in the browser.

const formData = () => {
  const data = new FormData();
  data.set("intent", "save");
  data.set("name", "ERP");
  data.set("readOrderData", "on");
  return data;
};

const refusal = (details: unknown) =>
  new Response(
    JSON.stringify({ error: { code: "validation_failed", message: "Invalid", details } }),
    { status: 422, headers: { "content-type": "application/json" } },
  );

describe("the API's 422 on the API client form", () => {
  it("names each field's own message, and keeps an unknown path above the form", async () => {
    const submission = parseWithZod(formData(), { schema: saveApiClientSchema });
    const reply = await replyWithApiError(
      submission,
      refusal([
        { path: ["scopes"], message: "At least one permission must be selected" },
        { path: ["expiration_date"], message: "Invalid ISO datetime" },
        { path: ["something_else"], message: "?" },
      ]),
      apiClientApiErrors,
    );
    expect(reply.error).toEqual({
      "": ["api-clients:errors.invalid"],
      scopes: ["api-clients:errors.permissionRequired"],
      expiration_date: ["api-clients:errors.dateRefused"],
    });
  });
});
