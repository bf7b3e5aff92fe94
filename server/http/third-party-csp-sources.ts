import type { BrowserIntegrations } from "../config/browser-integrations.ts";
import { intercomCspSources } from "./intercom-csp-sources.ts";

/** Sources a configured third party adds to Fennec's content security policy, per directive. */
export type ThirdPartyCspSources = Partial<
  Record<"scriptSrc" | "connectSrc" | "imgSrc" | "fontSrc" | "frameSrc" | "mediaSrc", string[]>
>;

const directives = [
  "scriptSrc",
  "connectSrc",
  "imgSrc",
  "fontSrc",
  "frameSrc",
  "mediaSrc",
] as const satisfies (keyof ThirdPartyCspSources)[];

/**
 * What the configured chat and analytics need, and nothing when they are not configured. A chat
 * script at another address than Intercom's (a test's stand-in on loopback) has everything
 * from that origin instead of Intercom's hosts; the analytics script sends its page views to
 * its own origin (Umami's /api/send).
 */
export function thirdPartyCspSources(integrations: BrowserIntegrations): ThirdPartyCspSources {
  const parts: ThirdPartyCspSources[] = [];
  const chat = integrations.supportChat;
  if (chat) {
    const origin = new URL(chat.scriptUrl).origin;
    parts.push(
      origin === "https://widget.intercom.io"
        ? intercomCspSources
        : Object.fromEntries(directives.map((directive) => [directive, [origin]])),
    );
  }
  const analytics = integrations.usageAnalytics;
  if (analytics) {
    const origin = new URL(analytics.scriptUrl).origin;
    parts.push({ scriptSrc: [origin], connectSrc: [origin] });
  }
  const merged: ThirdPartyCspSources = {};
  for (const directive of directives) {
    const sources = [...new Set(parts.flatMap((part) => part[directive] ?? []))];
    if (sources.length > 0) merged[directive] = sources;
  }
  return merged;
}
