import { describe, expect, it } from "vitest";
import {
  fractionOfPercent,
  integrationBodyFromForm,
  integrationStartingValues,
  integrationTestBodyFromForm,
  percentOfFraction,
} from "./integration-input";

describe("the threshold as a percentage", () => {
  it("is sent as a fraction without float noise, and shown back as the percentage", () => {
    expect(fractionOfPercent(95)).toBe(0.95);
    expect(fractionOfPercent(99.5)).toBe(0.995);
    expect(fractionOfPercent(100)).toBe(1);
    expect(fractionOfPercent(0)).toBe(0);
    expect(fractionOfPercent(57)).toBe(0.57);
    expect(percentOfFraction(0.95)).toBe(95);
    expect(percentOfFraction(0.57)).toBe(57);
    expect(percentOfFraction(0.995)).toBe(99.5);
  });
});

describe("the API's bodies", () => {
  const form = {
    intent: "save" as const,
    erp_type: "mynuma",
    name: "mynuma",
    active: true,
    settings: { base_url: "https://erp.example.test", api_key: undefined },
    rules: {
      status: { send_on: "validated" as const },
      threshold: { enabled: true, min_confidence: 95 },
    },
  };

  it("leaves an empty API key out, so the stored one is kept", () => {
    expect(integrationBodyFromForm(form)).toEqual({
      name: "mynuma",
      erp_type: "mynuma",
      active: true,
      settings: { base_url: "https://erp.example.test" },
      rules: {
        status: { send_on: "validated" },
        threshold: { enabled: true, min_confidence: 0.95 },
      },
    });
  });

  it("tests a saved integration by its id, a new one with the settings alone", () => {
    const test = { intent: "test" as const, erp_type: "mynuma", settings: form.settings };
    expect(integrationTestBodyFromForm(test, "i-1")).toEqual({
      erp_type: "mynuma",
      settings: { base_url: "https://erp.example.test" },
      id: "i-1",
    });
    expect(integrationTestBodyFromForm(test, null)).not.toHaveProperty("id");
  });
});

describe("the form's starting values", () => {
  it("starts a new integration active, sending validated orders, touchless off at 95 %", () => {
    expect(integrationStartingValues(undefined)).toEqual({
      active: "on",
      rules: { status: { send_on: "validated" }, threshold: { min_confidence: "95" } },
    });
  });

  it("shows a saved one's settings and threshold as a percentage, never an API key", () => {
    expect(
      integrationStartingValues({
        name: "mynuma",
        active: false,
        settings: { base_url: "https://erp.example.test" },
        rules: { threshold: { enabled: true, min_confidence: 0.9 } },
      }),
    ).toEqual({
      name: "mynuma",
      active: undefined,
      settings: { base_url: "https://erp.example.test" },
      rules: {
        status: { send_on: "validated" },
        threshold: { enabled: "on", min_confidence: "90" },
      },
    });
  });
});
