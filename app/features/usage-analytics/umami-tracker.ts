import { loadExternalScript } from "~/lib/load-external-script";
import type { UsageAnalyticsSettings } from "./usage-analytics-settings";

/** The part of an Umami event Fennec decides: the rest (screen size, language) is the script's. */
type UmamiPayload = Record<string, unknown> & { url?: string; referrer?: string; title?: string };
type Umami = { track: (payload: (defaults: UmamiPayload) => UmamiPayload) => unknown };

/**
 * Sends one page view under the route's path template. The script is loaded once, with its
 * own page views off (`data-auto-track="false"`): they would carry the real URL. The referrer
 * and the title go too: either may hold an id or a tenant's name.
 */
export async function trackPageView(settings: UsageAnalyticsSettings, pathTemplate: string) {
  try {
    await loadExternalScript(settings.scriptUrl, {
      "data-website-id": settings.siteId,
      "data-auto-track": "false",
    });
    const umami = (window as { umami?: Umami }).umami;
    umami?.track((defaults) => ({ ...defaults, url: pathTemplate, referrer: "", title: "" }));
  } catch (error) {
    // Analytics are never worth an error screen.
    console.warn("Could not send a page view to the usage analytics", error);
  }
}
