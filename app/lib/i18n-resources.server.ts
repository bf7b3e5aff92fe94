import enApiClients from "../../locales/en/api-clients.json";
import enArchive from "../../locales/en/archive.json";
import enAuth from "../../locales/en/auth.json";
import enChannels from "../../locales/en/channels.json";
import enCommon from "../../locales/en/common.json";
import enDashboard from "../../locales/en/dashboard.json";
import enEmail from "../../locales/en/email.json";
import enErrors from "../../locales/en/errors.json";
import enExportProfiles from "../../locales/en/export-profiles.json";
import enFileTransfer from "../../locales/en/file-transfer.json";
import enFilters from "../../locales/en/filters.json";
import enHome from "../../locales/en/home.json";
import enImportProfiles from "../../locales/en/import-profiles.json";
import enImports from "../../locales/en/imports.json";
import enIntegrations from "../../locales/en/integrations.json";
import enLogs from "../../locales/en/logs.json";
import enMasterData from "../../locales/en/master-data.json";
import enModals from "../../locales/en/modals.json";
import enNavigation from "../../locales/en/navigation.json";
import enOrderInquiries from "../../locales/en/order-inquiries.json";
import enReferenceData from "../../locales/en/reference-data.json";
import enSettings from "../../locales/en/settings.json";
import enSorting from "../../locales/en/sorting.json";
import enToProcess from "../../locales/en/to-process.json";
import enUsers from "../../locales/en/users.json";
import enValidate from "../../locales/en/validate.json";
import enWebhooks from "../../locales/en/webhooks.json";
import enWorkspace from "../../locales/en/workspace.json";
import nlApiClients from "../../locales/nl/api-clients.json";
import nlArchive from "../../locales/nl/archive.json";
import nlAuth from "../../locales/nl/auth.json";
import nlChannels from "../../locales/nl/channels.json";
import nlCommon from "../../locales/nl/common.json";
import nlDashboard from "../../locales/nl/dashboard.json";
import nlEmail from "../../locales/nl/email.json";
import nlErrors from "../../locales/nl/errors.json";
import nlExportProfiles from "../../locales/nl/export-profiles.json";
import nlFileTransfer from "../../locales/nl/file-transfer.json";
import nlFilters from "../../locales/nl/filters.json";
import nlHome from "../../locales/nl/home.json";
import nlImportProfiles from "../../locales/nl/import-profiles.json";
import nlImports from "../../locales/nl/imports.json";
import nlIntegrations from "../../locales/nl/integrations.json";
import nlLogs from "../../locales/nl/logs.json";
import nlMasterData from "../../locales/nl/master-data.json";
import nlModals from "../../locales/nl/modals.json";
import nlNavigation from "../../locales/nl/navigation.json";
import nlOrderInquiries from "../../locales/nl/order-inquiries.json";
import nlReferenceData from "../../locales/nl/reference-data.json";
import nlSettings from "../../locales/nl/settings.json";
import nlSorting from "../../locales/nl/sorting.json";
import nlToProcess from "../../locales/nl/to-process.json";
import nlUsers from "../../locales/nl/users.json";
import nlValidate from "../../locales/nl/validate.json";
import nlWebhooks from "../../locales/nl/webhooks.json";
import nlWorkspace from "../../locales/nl/workspace.json";

const en = {
  common: enCommon,
  navigation: enNavigation,
  errors: enErrors,
  auth: enAuth,
  home: enHome,
  logs: enLogs,
  users: enUsers,
  settings: enSettings,
  "to-process": enToProcess,
  validate: enValidate,
  "order-inquiries": enOrderInquiries,
  archive: enArchive,
  filters: enFilters,
  sorting: enSorting,
  imports: enImports,
  "reference-data": enReferenceData,
  "master-data": enMasterData,
  email: enEmail,
  channels: enChannels,
  webhooks: enWebhooks,
  "api-clients": enApiClients,
  dashboard: enDashboard,
  "export-profiles": enExportProfiles,
  "file-transfer": enFileTransfer,
  "import-profiles": enImportProfiles,
  integrations: enIntegrations,
  workspace: enWorkspace,
  modals: enModals,
};

// `satisfies` makes the build fail when a Dutch file misses a key of its English twin.
const nl = {
  common: nlCommon,
  navigation: nlNavigation,
  errors: nlErrors,
  auth: nlAuth,
  home: nlHome,
  logs: nlLogs,
  users: nlUsers,
  settings: nlSettings,
  "to-process": nlToProcess,
  validate: nlValidate,
  "order-inquiries": nlOrderInquiries,
  archive: nlArchive,
  filters: nlFilters,
  sorting: nlSorting,
  imports: nlImports,
  "reference-data": nlReferenceData,
  "master-data": nlMasterData,
  email: nlEmail,
  channels: nlChannels,
  webhooks: nlWebhooks,
  "api-clients": nlApiClients,
  dashboard: nlDashboard,
  "export-profiles": nlExportProfiles,
  "file-transfer": nlFileTransfer,
  "import-profiles": nlImportProfiles,
  integrations: nlIntegrations,
  workspace: nlWorkspace,
  modals: nlModals,
} satisfies typeof en;

/** All translations, bundled into the server; the browser fetches them per namespace. */
export const resources = { en, nl };
