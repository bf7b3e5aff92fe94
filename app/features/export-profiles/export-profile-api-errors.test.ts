import { parseWithZod } from "@conform-to/zod/v4";
import type { Namespace, TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { replyWithExportProfileApiError } from "./export-profile-api-errors.server";
import { saveGeneralInfoSchema } from "./export-profile-form-schemas";

// The API's refusals of the export profile's general-info form, next to the fields they name.

const t = ((key: string) => key) as unknown as TFunction<Namespace>;

const submissionOf = (entries: Array<[string, string]>) => {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return parseWithZod(formData, { schema: saveGeneralInfoSchema });
};

const answer = (details: unknown) =>
  new Response(
    JSON.stringify({
      error: { code: "validation_failed", message: "Validation or transformation failed", details },
    }),
    { status: 422, headers: { "content-type": "application/json" } },
  );

const again = (path: string[], message: string) => ({
  path,
  message,
  code: "secret_address_changed",
});

describe("the API's refusal of an export profile's general info", () => {
  it("asks for a stored password or key again next to it when the server changed", async () => {
    const submission = submissionOf([
      ["intent", "save"],
      ["name", "Boekhouding"],
      ["kind", "ftp"],
      ["protocol", "ftp"],
      ["host", "files.elsewhere.test"],
      ["username", "fennec"],
    ]);
    expect(submission.status).toBe("success");
    const reply = await replyWithExportProfileApiError(
      submission,
      answer([again(["password"], "Enter the password again: the server changed")]),
      t,
      ["password", "private_key"],
    );
    expect(reply.error).toEqual({ password: ["export-profiles:errors.credentialsAgain"] });
  });

  it("asks for a stored password or token again next to it when the address changed", async () => {
    const submission = submissionOf([
      ["intent", "save"],
      ["name", "ERP"],
      ["kind", "api"],
      ["url", "https://erp.elsewhere.test/orders"],
      ["auth_scheme", "Bearer"],
    ]);
    expect(submission.status).toBe("success");
    const reply = await replyWithExportProfileApiError(
      submission,
      answer([again(["auth_secret"], "Enter the token again: the address changed")]),
      t,
      ["auth_secret"],
    );
    expect(reply.error).toEqual({ auth_secret: ["export-profiles:errors.secretAgain"] });
    // Without the code, the field's own words.
    const required = await replyWithExportProfileApiError(
      submission,
      answer([{ path: ["auth_secret"], message: "The token is required" }]),
      t,
      ["auth_secret"],
    );
    expect(required.error).toEqual({ auth_secret: ["export-profiles:errors.secretRequired"] });
  });
});
