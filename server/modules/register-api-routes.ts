import type pg from "pg";
import type { ApiApp } from "../http/api-app.ts";
import type { Provider } from "../oauth/provider.ts";
import type { OutboundGuard } from "../security/outbound-guard.ts";
import type { SecretBox } from "../security/secret-box.ts";
import { registerAnalyticsRoutes } from "./analytics/analytics-routes.ts";
import { registerAssetEntryRoutes } from "./assets/asset-entry-routes.ts";
import { registerAssetTypeRoutes } from "./assets/asset-type-routes.ts";
import { registerBulkEntryRoutes } from "./assets/bulk-entry-routes.ts";
import { registerFieldPlacementRoutes } from "./assets/field-placement-routes.ts";
import { registerAssetImportRoutes } from "./assets/imports/asset-import-routes.ts";
import { registerMatchingDesignRoutes } from "./assets/matching-design-routes.ts";
import { registerApiClientRoutes } from "./connectivity/api-clients/api-client-routes.ts";
import { registerChannelRoutes } from "./connectivity/channels/channel-routes.ts";
import { registerExportProfileRoutes } from "./connectivity/export-profiles/export-profile-routes.ts";
import { registerImportProfileRoutes } from "./connectivity/import-profiles/import-profile-routes.ts";
import { registerIntegrationRoutes } from "./connectivity/integrations/integration-routes.ts";
import { registerWebhookRoutes } from "./connectivity/webhooks/webhook-routes.ts";
import { registerIdentityRoutes } from "./identity/identity-routes.ts";
import type { SignInLimits } from "./identity/sign-in-throttle.ts";
import { registerLogRoutes } from "./logs/log-routes.ts";
import { registerValidatedOrderRoutes } from "./orders/feed/validated-order-routes.ts";
import { registerInquiryMessageRoutes } from "./orders/inquiries/inquiry-message-routes.ts";
import { registerInquiryRoutes } from "./orders/inquiries/inquiry-routes.ts";
import { registerUploadMessageRoutes } from "./orders/intake/upload-message-routes.ts";
import { registerSettingsRoutes } from "./settings/settings-routes.ts";
import { registerTenantRoutes } from "./tenants/tenant-routes.ts";

/** Every area's API routes, mounted under /api. */
export function registerApiRoutes(
  api: ApiApp,
  provider: Provider,
  pool: pg.Pool,
  options: {
    signInLimits: SignInLimits;
    secretBox: SecretBox;
    maxMessageBytes: number;
    /** For the connection tests an administrator runs (integrations). */
    outboundGuard: OutboundGuard;
  },
): void {
  registerIdentityRoutes(api, provider, pool, options.signInLimits);
  registerTenantRoutes(api, provider, pool);
  registerSettingsRoutes(api, provider, pool);
  registerLogRoutes(api, provider, pool);
  registerAssetTypeRoutes(api, provider, pool);
  registerAssetEntryRoutes(api, provider, pool);
  registerFieldPlacementRoutes(api, provider, pool);
  registerMatchingDesignRoutes(api, provider, pool);
  registerAssetImportRoutes(api, provider, pool);
  registerChannelRoutes(api, provider, pool, options.secretBox);
  registerIntegrationRoutes(api, provider, pool, options.secretBox, options.outboundGuard);
  registerWebhookRoutes(api, provider, pool, options.secretBox, options.outboundGuard);
  registerExportProfileRoutes(api, provider, pool, {
    box: options.secretBox,
    guard: options.outboundGuard,
  });
  registerApiClientRoutes(api, provider, pool);
  registerImportProfileRoutes(api, provider, pool, {
    box: options.secretBox,
    guard: options.outboundGuard,
  });
  registerUploadMessageRoutes(api, provider, pool, options.maxMessageBytes);
  registerInquiryRoutes(api, provider, pool);
  registerInquiryMessageRoutes(api, provider, pool);
  registerValidatedOrderRoutes(api, provider, pool);
  registerBulkEntryRoutes(api, provider, pool);
  registerAnalyticsRoutes(api, provider, pool);
}
