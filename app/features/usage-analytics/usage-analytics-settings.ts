/** The usage analytics as the browser needs it: the Umami-compatible script and the site id. */
export type UsageAnalyticsSettings = { scriptUrl: string; siteId: string };
