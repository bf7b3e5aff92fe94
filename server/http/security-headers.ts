import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { ThirdPartyCspSources } from "./third-party-csp-sources.ts";

/** Browsers keep to HTTPS for a year once they saw this (production only: it outlives tests). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Security headers on every response. HTML gets a fresh script nonce (read by the web app from
 * its load context); nobody may frame Fennec. A response that sets its own, stricter policy
 * (an e-mail's HTML body, served sandboxed) keeps it.
 */
export function securityHeaders(options: {
  production: boolean;
  connectSources: string[];
  /** The configured chat and analytics scripts' hosts (decision 052); none by default. */
  thirdPartySources?: ThirdPartyCspSources;
  /** Besides 'self'; none means no worker-src at all (it then follows script-src). */
  workerSources?: string[];
}): MiddlewareHandler {
  const third = options.thirdPartySources ?? {};
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, "'strict-dynamic'", ...(third.scriptSrc ?? [])],
      // Toasts and the theme set inline styles; style injection cannot run script.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...(third.imgSrc ?? [])],
      fontSrc: ["'self'", "data:", ...(third.fontSrc ?? [])],
      connectSrc: ["'self'", ...options.connectSources, ...(third.connectSrc ?? [])],
      ...(options.workerSources?.length ? { workerSrc: ["'self'", ...options.workerSources] } : {}),
      frameSrc: ["'self'", ...(third.frameSrc ?? [])],
      ...(third.mediaSrc ? { mediaSrc: ["'self'", ...third.mediaSrc] } : {}),
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      ...(options.production ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.production ? STRICT_TRANSPORT_SECURITY : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
  return async (c, next) => {
    let own: string | null = null;
    await headers(c, async () => {
      await next();
      own = c.res.headers.get("content-security-policy");
    });
    if (own) c.res.headers.set("content-security-policy", own);
  };
}
