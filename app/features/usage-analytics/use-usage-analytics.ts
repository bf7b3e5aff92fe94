import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { routePathTemplate } from "./route-path-template";
import { trackPageView } from "./umami-tracker";
import type { UsageAnalyticsSettings } from "./usage-analytics-settings";

/** A page view per page the user goes to, named by its route's path template (decision 052). */
export function useUsageAnalytics(settings: UsageAnalyticsSettings | null) {
  const { pathname } = useLocation();
  const template = routePathTemplate(useMatches());
  const scriptUrl = settings?.scriptUrl;
  const siteId = settings?.siteId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is a new page view, another order under the same template too (a changed query string, a filter or a list's page, is not)
  useEffect(() => {
    if (scriptUrl && siteId) void trackPageView({ scriptUrl, siteId }, template);
  }, [scriptUrl, siteId, pathname, template]);
}
