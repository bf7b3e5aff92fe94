import { describe, expect, it } from "vitest";
import { logSubjectLink } from "./log-subject-link";
import type { LogEntry } from "./logs-api.server";

/** A system event as GET /api/log/logs answers it. */
function event(
  area: LogEntry["area"],
  action: string,
  subject: LogEntry["subject"],
  details: Record<string, unknown> = {},
): LogEntry {
  return {
    id: "1",
    at: "2026-11-27T08:00:00.000Z",
    level: "error",
    area,
    kind: "event",
    action,
    subject,
    user: null,
    before: null,
    after: null,
    message: `events.${action}`,
    details,
  };
}

describe("where a log entry's subject is shown", () => {
  it("leads each system event to the page of what it is about", () => {
    const links = [
      event("email", "message_unreadable", { type: "order_inquiry", id: "i-1", label: null }),
      event("delivery", "delivery_refused", { type: "order_inquiry", id: "i-2", label: null }),
      event("webhooks", "webhook_given_up", { type: "webhook", id: "w-1", label: null }),
      event("export_profiles", "export_given_up", {
        type: "export_profile",
        id: "e-1",
        label: "To the ERP",
      }),
      event("sign_in", "sign_in_locked", { type: "user", id: "u-1", label: "ann+1@x.test" }),
    ].map(logSubjectLink);
    expect(links).toEqual([
      "/order-inquiries/i-1",
      "/order-inquiries/i-2",
      "/admin/webhooks/w-1",
      "/admin/export-profiles/e-1",
      "/admin/users?search=ann%2B1%40x.test",
    ]);
  });

  it("leads an import's event to that import, with its refused rows", () => {
    const entry = event(
      "import",
      "import_rows_refused",
      { type: "asset_type", id: "t-1", label: "products.csv" },
      { importId: "imp-1", refusedRows: 3 },
    );
    expect(logSubjectLink(entry)).toBe("/reference-data/imports?import=imp-1");
  });

  it("leads a change of an asset type to its designer, and a deleted thing nowhere", () => {
    const change = { ...event("asset_types", "updated", null), kind: "change" as const };
    const subject = { type: "asset_type", id: "t-1", label: "Products" };
    expect(logSubjectLink({ ...change, subject })).toBe("/admin/master-data/t-1");
    expect(logSubjectLink({ ...change, action: "deleted", subject })).toBeNull();
  });
});
