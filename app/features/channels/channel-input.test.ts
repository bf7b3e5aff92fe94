import { describe, expect, it } from "vitest";
import { channelBodyFromForm, channelBodyWithActive } from "./channel-input";

const mailbox = {
  kind: "imap" as const,
  name: "Orders",
  active: true,
  host: "127.0.0.1",
  port: 993,
  tls: true,
  user: "orders",
  folder: "INBOX",
  poll_interval_seconds: 60,
};

describe("a channel form as the API takes it", () => {
  it("nests the mailbox settings and sends a new password", () => {
    expect(
      channelBodyFromForm({
        ...mailbox,
        intent: "create",
        password: "secret",
        processed_folder: "Done",
      }),
    ).toEqual({
      kind: "imap",
      name: "Orders",
      active: true,
      settings: {
        host: "127.0.0.1",
        port: 993,
        tls: true,
        user: "orders",
        folder: "INBOX",
        processed_folder: "Done",
        poll_interval_seconds: 60,
      },
      password: "secret",
    });
  });

  it("leaves an empty password out, so the stored one is kept, and no folder is none", () => {
    const body = channelBodyFromForm({ ...mailbox, intent: "update", id: "c1" });
    expect(body).not.toHaveProperty("password");
    expect(body.settings).toMatchObject({ processed_folder: null });
  });

  it("sends the inbound address of an SMTP channel, and nothing for an upload one", () => {
    expect(
      channelBodyFromForm({
        intent: "create",
        kind: "smtp",
        name: "In",
        active: false,
        address: "in@example.test",
      }),
    ).toEqual({
      kind: "smtp",
      name: "In",
      active: false,
      settings: { address: "in@example.test" },
    });
    expect(
      channelBodyFromForm({ intent: "update", id: "c3", kind: "upload", name: "Up", active: true }),
    ).toEqual({ kind: "upload", name: "Up", active: true, settings: {} });
  });

  it("switches a stored channel on or off and keeps the rest, password included", () => {
    const stored = {
      kind: "imap" as const,
      name: "Orders",
      settings: { ...mailbox, processed_folder: null },
    };
    const body = channelBodyWithActive(stored, false);
    expect(body).toEqual({
      kind: "imap",
      name: "Orders",
      active: false,
      settings: stored.settings,
    });
    expect(body).not.toHaveProperty("password");
  });
});
