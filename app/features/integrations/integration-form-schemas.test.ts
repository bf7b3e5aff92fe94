import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { deleteIntegrationSchema, integrationFormSchema } from "./integration-form-schemas";

const mynuma = [
  { key: "base_url", kind: "url", required: true, secret: false },
  { key: "api_key", kind: "password", required: true, secret: true },
];

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const filled = {
  intent: "save",
  erp_type: "mynuma",
  name: "mynuma production",
  active: "on",
  "settings.base_url": "https://erp.example.test",
  "settings.api_key": "key-1",
  "rules.status.send_on": "validated",
  "rules.threshold.enabled": "on",
  "rules.threshold.min_confidence": "95",
};

const parse = (mode: "create" | "update", entries: Record<string, string>) =>
  parseWithZod(form(entries), { schema: integrationFormSchema(mynuma, mode) });

const errorsOf = (submission: { status?: string; error?: unknown }) =>
  submission.status === "error" ? submission.error : undefined;

describe("the integration form", () => {
  it("reads a complete form, the settings and rules nested, the threshold as a percentage", () => {
    const submission = parse("create", filled);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "save",
      erp_type: "mynuma",
      name: "mynuma production",
      active: true,
      settings: { base_url: "https://erp.example.test", api_key: "key-1" },
      rules: { status: { send_on: "validated" }, threshold: { enabled: true, min_confidence: 95 } },
    });
  });

  it("takes unticked boxes as false", () => {
    const { active: _a, "rules.threshold.enabled": _e, ...rest } = filled;
    const submission = parse("create", rest);
    expect(submission.status === "success" && submission.value).toMatchObject({
      active: false,
      rules: { threshold: { enabled: false } },
    });
  });

  it("marks the required fields, an address that is not http(s), and a percentage out of range", () => {
    const submission = parse("create", {
      ...filled,
      name: " ",
      "settings.base_url": "ftp://erp.example.test",
      "settings.api_key": "",
      "rules.threshold.min_confidence": "120",
    });
    expect(errorsOf(submission)).toEqual({
      name: ["integrations:errors.nameRequired"],
      "settings.base_url": ["integrations:errors.urlInvalid"],
      "settings.api_key": ["integrations:errors.secretRequired"],
      "rules.threshold.min_confidence": ["integrations:errors.minConfidenceInvalid"],
    });
    expect(errorsOf(parse("create", { ...filled, "rules.threshold.min_confidence": "" }))).toEqual({
      "rules.threshold.min_confidence": ["integrations:errors.minConfidenceInvalid"],
    });
    expect(errorsOf(parse("create", { ...filled, "settings.base_url": "" }))).toEqual({
      "settings.base_url": ["integrations:errors.settingRequired"],
    });
  });

  it("lets a saved integration keep its API key by leaving it empty", () => {
    const submission = parse("update", { ...filled, "settings.api_key": "" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.settings).toEqual({
      base_url: "https://erp.example.test",
    });
  });

  it("tests with the settings alone: no name or rules needed, the key may come from the saved one", () => {
    const submission = parse("create", {
      intent: "test",
      erp_type: "mynuma",
      "settings.base_url": "http://127.0.0.1:4010",
      name: "",
      "rules.threshold.min_confidence": "",
    });
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "test",
      erp_type: "mynuma",
      settings: { base_url: "http://127.0.0.1:4010" },
    });
    expect(
      errorsOf(
        parse("create", { intent: "test", erp_type: "mynuma", "settings.base_url": "nope" }),
      ),
    ).toEqual({ "settings.base_url": ["integrations:errors.urlInvalid"] });
  });
});

describe("deleting an integration", () => {
  it("takes a ticked confirmation", () => {
    const unticked = parseWithZod(form({ intent: "delete", id: "i-1" }), {
      schema: deleteIntegrationSchema,
    });
    expect(errorsOf(unticked)).toEqual({ confirm: ["integrations:errors.confirmDelete"] });
    const ticked = parseWithZod(form({ intent: "delete", id: "i-1", confirm: "on" }), {
      schema: deleteIntegrationSchema,
    });
    expect(ticked.status).toBe("success");
  });
});
