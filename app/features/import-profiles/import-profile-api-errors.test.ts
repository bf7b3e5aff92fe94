import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { replyWithImportProfileApiError } from "./import-profile-api-errors.server";
import { importProfilePageFormSchema } from "./import-profile-form-schemas";

// The API's refusals of the import profile forms, put where the form shows its own mistakes.

const submissionOf = (entries: Array<[string, string]>) => {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return parseWithZod(formData, { schema: importProfilePageFormSchema });
};

const answer = (status: number, code: string, details?: unknown) =>
  new Response(JSON.stringify({ error: { code, message: "Refused", details } }), {
    status,
    headers: { "content-type": "application/json" },
  });

describe("the API's refusal of an import profile form", () => {
  it("puts a 422 on a mapping's column next to the form row it came from", async () => {
    const submission = submissionOf([
      ["intent", "mapping"],
      ["columns[0]", "sku"],
      ["columns[2]", "colour"],
      ["fields[2]", "colour"],
      ["match_field", "ean"],
    ]);
    const reply = await replyWithImportProfileApiError(
      submission,
      answer(422, "validation_failed", [
        { path: ["mapping", 1], message: "colour: there is no field colour" },
        {
          path: ["match_field"],
          message: "Rows can only be matched on a field that a column fills",
        },
      ]),
      { rows: [0, 2] },
    );
    expect(reply.error).toEqual({
      "fields[2]": ["import-profiles:errors.fieldUnknown"],
      match_field: ["import-profiles:errors.matchFieldInvalid"],
    });
  });

  it("explains a remote failure (502) or a path refused (422) by its code, as the export pages do, and a run already going (409)", async () => {
    const submission = submissionOf([
      ["intent", "use-directory"],
      ["path", "/in"],
    ]);
    const remote = await replyWithImportProfileApiError(
      submission,
      answer(502, "remote_server_failed", { code: "authentication" }),
    );
    expect(remote.error).toEqual({ "": ["file-transfer:problems.authentication"] });
    const path = await replyWithImportProfileApiError(
      submission,
      answer(422, "validation_failed", { code: "invalid-path" }),
    );
    expect(path.error).toEqual({ "": ["file-transfer:problems.invalid-path"] });
    // The old shape (400 with the code in an issue) is no remote failure any more.
    const old = await replyWithImportProfileApiError(
      submission,
      answer(400, "bad_request", [
        { path: ["configuration"], code: "authentication", message: "Login refused" },
      ]),
    );
    expect(old.error).toEqual({ "": ["import-profiles:errors.invalid"] });

    const running = await replyWithImportProfileApiError(
      submissionOf([["intent", "run"]]),
      answer(409, "conflict"),
    );
    expect(running.error).toEqual({ "": ["import-profiles:errors.running"] });
  });

  it("says a connection must be saved first, and never sends a typed secret back", async () => {
    const submission = submissionOf([
      ["intent", "configuration"],
      ["protocol", "sftp"],
      ["host", "files.example.test"],
      ["username", "fennec"],
      ["password", "typed-secret"],
      ["directory", "/"],
      ["file_name_pattern", "*.csv"],
    ]);
    const reply = await replyWithImportProfileApiError(
      submission,
      answer(422, "validation_failed", [
        { path: ["private_key"], message: "Not a private key" },
        { path: ["configuration"], message: "Save the connection settings of this profile first." },
      ]),
      { hideFields: ["password", "private_key"] },
    );
    expect(reply.error).toEqual({
      "": ["import-profiles:errors.notConfigured"],
      private_key: ["import-profiles:errors.privateKeyInvalid"],
    });
    expect(JSON.stringify(reply)).not.toContain("typed-secret");
  });

  it("asks for the password or key again next to it when the server changed", async () => {
    const submission = submissionOf([
      ["intent", "configuration"],
      ["protocol", "sftp"],
      ["host", "files.elsewhere.test"],
      ["username", "fennec"],
      ["directory", "/"],
      ["file_name_pattern", "*.csv"],
    ]);
    const reply = await replyWithImportProfileApiError(
      submission,
      answer(422, "validation_failed", [
        {
          path: ["password"],
          message: "Enter the password or private key again: the server changed",
          code: "secret_address_changed",
        },
      ]),
      { hideFields: ["password", "private_key"] },
    );
    expect(reply.error).toEqual({ password: ["import-profiles:errors.credentialsAgain"] });
  });

  it("leaves an unexpected status to the error screen", async () => {
    await expect(
      replyWithImportProfileApiError(submissionOf([["intent", "run"]]), answer(500, "internal")),
    ).rejects.toMatchObject({ init: { status: 500 } });
  });
});
