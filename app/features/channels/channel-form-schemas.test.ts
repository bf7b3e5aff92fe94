import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { channelFormSchema } from "./channel-form-schemas";

function parse(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return parseWithZod(formData, { schema: channelFormSchema });
}

const errorsOf = (entries: Record<string, string>) => {
  const submission = parse(entries);
  return submission.status === "error" ? submission.error : undefined;
};

/** The checked values of an accepted form. */
const acceptedValue = (entries: Record<string, string>) => {
  const submission = parse(entries);
  return submission.status === "success" ? submission.value : undefined;
};

const mailbox = {
  intent: "create",
  kind: "imap",
  name: " Orders ",
  host: "imap.example.test",
  port: "993",
  tls: "on",
  user: "orders@example.test",
  password: " secret ",
  folder: "INBOX",
  poll_interval_seconds: "60",
};

describe("the forms of the channels page", () => {
  it("reads an IMAP mailbox: numbers, ticked boxes, and the password as typed", () => {
    expect(acceptedValue(mailbox)).toEqual({
      intent: "create",
      kind: "imap",
      name: "Orders",
      active: false,
      host: "imap.example.test",
      port: 993,
      tls: true,
      user: "orders@example.test",
      password: " secret ",
      folder: "INBOX",
      poll_interval_seconds: 60,
    });
  });

  it("marks each missing or impossible mailbox setting next to its field", () => {
    expect(
      errorsOf({
        intent: "create",
        kind: "imap",
        name: "",
        host: " ",
        port: "70000",
        user: "",
        folder: "",
        poll_interval_seconds: "10",
      }),
    ).toEqual({
      name: ["channels:errors.nameRequired"],
      host: ["channels:errors.hostRequired"],
      port: ["channels:errors.portInvalid"],
      user: ["channels:errors.userRequired"],
      password: ["channels:errors.passwordRequired"],
      folder: ["channels:errors.folderRequired"],
      poll_interval_seconds: ["channels:errors.pollIntervalInvalid"],
    });
    expect(errorsOf({ ...mailbox, port: "99.5" })).toEqual({
      port: ["channels:errors.portInvalid"],
    });
    expect(errorsOf({ ...mailbox, port: "" })).toEqual({
      port: ["channels:errors.portInvalid"],
    });
  });

  it("needs a password for a new mailbox, not for a changed one", () => {
    const { password: _, ...withoutPassword } = mailbox;
    expect(errorsOf(withoutPassword)).toEqual({ password: ["channels:errors.passwordRequired"] });
    const update = acceptedValue({ ...withoutPassword, intent: "update", id: "c1" });
    expect(update).toMatchObject({ intent: "update", id: "c1", kind: "imap" });
    expect(update).not.toHaveProperty("password");
  });

  it("needs a valid inbound address for an SMTP channel, and only a name for an upload one", () => {
    const smtp = { intent: "create", kind: "smtp", name: "Inbound" };
    expect(errorsOf(smtp)).toEqual({ address: ["channels:errors.addressRequired"] });
    expect(errorsOf({ ...smtp, address: "not an address" })).toEqual({
      address: ["channels:errors.addressInvalid"],
    });
    expect(acceptedValue({ ...smtp, address: " orders@in.example.test ", active: "on" })).toEqual({
      ...smtp,
      address: "orders@in.example.test",
      active: true,
    });
    expect(acceptedValue({ intent: "update", id: "c2", kind: "upload", name: "Uploads" })).toEqual({
      intent: "update",
      id: "c2",
      kind: "upload",
      name: "Uploads",
      active: false,
    });
  });

  it("deletes only with the box ticked, and switches a channel on or off by id", () => {
    expect(errorsOf({ intent: "delete", id: "c1" })).toEqual({
      confirm: ["channels:errors.confirmDelete"],
    });
    expect(parse({ intent: "delete", id: "c1", confirm: "on" }).status).toBe("success");
    expect(acceptedValue({ intent: "deactivate", id: "c1" })).toEqual({
      intent: "deactivate",
      id: "c1",
    });
    expect(parse({ intent: "rename", id: "c1" }).status).toBe("error");
  });
});
