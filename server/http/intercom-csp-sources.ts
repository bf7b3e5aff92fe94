import type { ThirdPartyCspSources } from "./third-party-csp-sources.ts";

/**
 * What Intercom's Messenger needs beyond Fennec's own policy: Intercom's published list ("Using
 * Intercom with Content Security Policy", and its advice to allow *.intercom.io and
 * *.intercomcdn.com for connections, images and media). Its scripts need no host: the widget
 * is added by Fennec's own nonce-trusted code, and 'strict-dynamic' trusts what that adds; the
 * hosts are for browsers without 'strict-dynamic'.
 */
export const intercomCspSources = {
  scriptSrc: [
    "https://app.intercom.io",
    "https://widget.intercom.io",
    "https://js.intercomcdn.com",
  ],
  connectSrc: [
    "https://*.intercom.io",
    "wss://*.intercom.io",
    "https://*.intercom-messenger.com",
    "wss://*.intercom-messenger.com",
    "https://*.intercomcdn.com",
    "https://uploads.intercomcdn.eu",
    "https://uploads.intercomusercontent.com",
  ],
  imgSrc: [
    "https://*.intercomcdn.com",
    "https://static.intercomassets.com",
    "https://uploads.intercomusercontent.com",
    "https://messenger-apps.intercom.io",
    "https://*.intercom-attachments.com",
    "https://*.intercom-attachments-5.com",
    "https://*.intercom-attachments-6.com",
    "https://*.intercom-attachments-9.com",
  ],
  fontSrc: ["https://js.intercomcdn.com", "https://fonts.intercomcdn.com"],
  frameSrc: [
    "https://intercom-sheets.com",
    "https://www.intercom-reporting.com",
    "https://www.youtube.com",
    "https://player.vimeo.com",
    "https://fast.wistia.net",
  ],
  mediaSrc: ["https://*.intercomcdn.com"],
} satisfies ThirdPartyCspSources;
