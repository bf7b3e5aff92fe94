import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * Security headers on every response. HTML gets a fresh script nonce (read by the web app from
 * its load context); nobody may frame Fennec.
 */
export function securityHeaders(options: { production: boolean; connectSources: string[] }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
      // Toasts and the theme set inline styles; style injection cannot run script.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...options.connectSources],
      frameSrc: ["'self'"],
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
    strictTransportSecurity: options.production ? "max-age=31536000; includeSubDomains" : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}
