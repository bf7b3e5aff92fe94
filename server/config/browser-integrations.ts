import type { SupportChatSettings } from "../../app/features/support-chat/support-chat-settings.ts";
import type { UsageAnalyticsSettings } from "../../app/features/usage-analytics/usage-analytics-settings.ts";
import type { Config } from "./config.ts";

/** The third-party scripts the browser loads; null is "not configured": nothing is loaded. */
export type BrowserIntegrations = {
  supportChat: SupportChatSettings | null;
  usageAnalytics: UsageAnalyticsSettings | null;
  /** Server-only: signs the chat's user id (`user_hash`); never in the page. */
  supportChatIdentitySecret: string | null;
};

export function browserIntegrationsFrom(
  config: Pick<
    Config,
    | "INTERCOM_APP_ID"
    | "INTERCOM_SCRIPT_URL"
    | "INTERCOM_IDENTITY_SECRET"
    | "ANALYTICS_SCRIPT_URL"
    | "ANALYTICS_SITE_ID"
  >,
): BrowserIntegrations {
  const appId = config.INTERCOM_APP_ID;
  return {
    supportChat: appId
      ? {
          appId,
          scriptUrl:
            config.INTERCOM_SCRIPT_URL ??
            `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`,
        }
      : null,
    usageAnalytics:
      config.ANALYTICS_SCRIPT_URL && config.ANALYTICS_SITE_ID
        ? { scriptUrl: config.ANALYTICS_SCRIPT_URL, siteId: config.ANALYTICS_SITE_ID }
        : null,
    supportChatIdentitySecret: appId ? (config.INTERCOM_IDENTITY_SECRET ?? null) : null,
  };
}
