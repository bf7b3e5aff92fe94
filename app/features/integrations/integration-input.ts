import type { SaveIntegrationForm, TestIntegrationForm } from "./integration-form-schemas";

/** The API's body (server/modules/connectivity/integrations/integration-input.ts), without importing server code. */
export type IntegrationBody = {
  name: string;
  erp_type: string;
  active: boolean;
  settings: Record<string, string>;
  rules: {
    status: { send_on: "validated" };
    threshold: { enabled: boolean; min_confidence: number };
  };
};

export type IntegrationTestBody = {
  erp_type: string;
  settings: Record<string, string>;
  /** A saved integration: its stored API key is used when the form leaves the key empty. */
  id?: string;
};

/** 95 (%) as the API's 0.95; two decimals of a percent at most, so no float noise travels. */
export function fractionOfPercent(percent: number) {
  return Math.round(percent * 100) / 10_000;
}

/** 0.95 as the form's 95. */
export function percentOfFraction(fraction: number) {
  return Math.round(fraction * 10_000) / 100;
}

/** The settings as the API takes them: an empty value (a key left empty to keep it) left out. */
function filledSettings(settings: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(settings).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function integrationBodyFromForm(form: SaveIntegrationForm): IntegrationBody {
  return {
    name: form.name,
    erp_type: form.erp_type,
    active: form.active,
    settings: filledSettings(form.settings),
    rules: {
      status: { send_on: form.rules.status.send_on },
      threshold: {
        enabled: form.rules.threshold.enabled,
        min_confidence: fractionOfPercent(form.rules.threshold.min_confidence),
      },
    },
  };
}

export function integrationTestBodyFromForm(
  form: TestIntegrationForm,
  savedId: string | null,
): IntegrationTestBody {
  return {
    erp_type: form.erp_type,
    settings: filledSettings(form.settings),
    ...(savedId ? { id: savedId } : {}),
  };
}

const checked = (value: boolean) => (value ? "on" : undefined);

/**
 * The form's starting values: the stored integration (never its API key, which the API does not
 * send), or a new one: active, sending validated orders, touchless off at 95 %.
 */
export function integrationStartingValues(
  integration:
    | {
        name: string;
        active: boolean;
        settings: Record<string, unknown>;
        rules: { threshold: { enabled: boolean; min_confidence: number } };
      }
    | undefined,
) {
  if (!integration) {
    return {
      active: "on",
      rules: { status: { send_on: "validated" }, threshold: { min_confidence: "95" } },
    };
  }
  const settings = Object.fromEntries(
    Object.entries(integration.settings).flatMap(([key, value]) =>
      typeof value === "string" || typeof value === "number" ? [[key, String(value)]] : [],
    ),
  );
  return {
    name: integration.name,
    active: checked(integration.active),
    settings,
    rules: {
      status: { send_on: "validated" },
      threshold: {
        enabled: checked(integration.rules.threshold.enabled),
        min_confidence: String(percentOfFraction(integration.rules.threshold.min_confidence)),
      },
    },
  };
}
