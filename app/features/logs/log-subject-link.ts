import type { LogEntry } from "./logs-api.server";

const byId: Record<string, string> = {
  webhook: "/admin/webhooks/",
  integration: "/admin/integrations/",
  api_client: "/admin/api-clients/",
  export_profile: "/admin/export-profiles/",
  import_profile: "/admin/import-profiles/",
  asset_type: "/admin/master-data/",
  order_inquiry: "/order-inquiries/",
};

const listed: Record<string, string> = {
  user: "/admin/users",
  channel: "/admin/channels",
  settings: "/admin/settings",
};

/** Where the entry's subject is shown; none for a thing that was deleted. */
export function logSubjectLink(entry: LogEntry): string | null {
  const subject = entry.subject;
  if (!subject || entry.action === "deleted") return null;
  // An import's event is about that import, with its refused rows, more than about its type.
  const importId = entry.area === "import" ? entry.details?.importId : undefined;
  if (typeof importId === "string") {
    return `/reference-data/imports?import=${encodeURIComponent(importId)}`;
  }
  const base = byId[subject.type];
  if (base) return subject.id ? `${base}${encodeURIComponent(subject.id)}` : null;
  // A user is found in the list by their e-mail; unlike ?user=, it fails for no one removed since.
  if (subject.type === "user" && subject.label) {
    return `/admin/users?search=${encodeURIComponent(subject.label)}`;
  }
  return listed[subject.type] ?? null;
}
