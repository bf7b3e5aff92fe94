import type { ErpType } from "../../../contracts/connectivity/integration.ts";
import type { ErpConnectorType } from "./erp-connector.ts";
import { mynumaConnectorType } from "./mynuma/mynuma-connector.ts";

/** Every ERP type Fennec can deliver to; another ERP is one connector file plus a line here. */
export const ERP_CONNECTOR_TYPES = {
  mynuma: mynumaConnectorType,
} as const satisfies Record<ErpType, ErpConnectorType>;

export { ERP_TYPES, type ErpType } from "../../../contracts/connectivity/integration.ts";

type SettingField = {
  key: string;
  label: string;
  kind: "url" | "password";
  required: boolean;
  /** A secret is kept encrypted and never sent back; left empty on update, it is kept. */
  secret: boolean;
};

/** GET /api/connectivity/available-integrations: the ERP types and the settings each needs. */
export const AVAILABLE_INTEGRATIONS: Array<{
  erp_type: ErpType;
  label: string;
  settings: SettingField[];
}> = [
  {
    erp_type: "mynuma",
    label: "mynuma",
    settings: [
      { key: "base_url", label: "Base URL", kind: "url", required: true, secret: false },
      { key: "api_key", label: "API key", kind: "password", required: true, secret: true },
    ],
  },
];
