// The integrations API's contract (decision 041), re-exported so its importers did not change.
export {
  connectionTestResultSchema,
  type IntegrationInput,
  type IntegrationRules,
  type IntegrationTestInput,
  integrationInputSchema,
  integrationRulesSchema,
  integrationSchema,
  integrationSettingsInputSchema,
  integrationTestInputSchema,
} from "../../../contracts/connectivity/integration.ts";
