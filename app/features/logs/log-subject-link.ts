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
  const base = byId[subject.type];
  if (base) return subject.id ? `${base}${encodeURIComponent(subject.id)}` : null;
  return listed[subject.type] ?? null;
}
