import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  importProfileConfigurationInputSchema,
  importProfileMappingInputSchema,
  importProfileScheduleInputSchema,
} from "../../../server/contracts/connectivity/import-profile";
import { importProfilePageFormSchema } from "./import-profile-form-schemas";
import {
  configurationBodyFromForm,
  configurationWithDirectory,
  formFieldOfApiPath,
  mappingBodyFromForm,
  mappingRows,
  scheduleBodyFromForm,
} from "./import-profile-input";

/** A posted form, as the browser sends it (with or without JavaScript). */
function parse(entries: Array<[string, string]>) {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return parseWithZod(formData, { schema: importProfilePageFormSchema });
}

/** The errors of a refused form, by field. */
function errorsOf(entries: Array<[string, string]>) {
  const submission = parse(entries);
  return submission.status === "error" ? submission.error : null;
}

function parsed(entries: Array<[string, string]>) {
  const submission = parse(entries);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

const connection: Array<[string, string]> = [
  ["intent", "configuration"],
  ["protocol", "sftp"],
  ["host", " files.example.test "],
  ["port", "2222"],
  ["username", "fennec"],
  ["password", ""],
  ["private_key", "-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----"],
  ["security", "tls"],
  ["directory", "/outgoing"],
  ["file_name_pattern", "products-*.csv"],
  ["encoding", "ISO-8859-1"],
  ["after_import", "keep"],
  ["move_to", "/done"],
];

describe("the connection form", () => {
  it("sends a typed key, keeps the stored password, and drops what the protocol does not use", () => {
    const form = parsed(connection);
    if (form.intent !== "configuration") throw new Error(form.intent);
    const body = configurationBodyFromForm(form);
    expect(body).toEqual({
      protocol: "sftp",
      host: "files.example.test",
      port: 2222,
      username: "fennec",
      private_key: "-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----",
      security: "none",
      reset_host_key: false,
      directory: "/outgoing",
      file_name_pattern: "products-*.csv",
      encoding: "ISO-8859-1",
      after_import: "keep",
      move_to: null,
    });
    expect("password" in body).toBe(false);
    expect(importProfileConfigurationInputSchema.safeParse(body).success).toBe(true);
  });

  it("removes a stored secret when asked, and takes the protocol's default port when empty", () => {
    const form = parsed([
      ...connection.filter(([name]) => !["port", "password", "private_key"].includes(name)),
      ["password", "s3cret"],
      ["remove_private_key", "on"],
      ["reset_host_key", "on"],
    ]);
    if (form.intent !== "configuration") throw new Error(form.intent);
    const body = configurationBodyFromForm(form);
    expect(body).toMatchObject({ port: null, password: "s3cret", private_key: null });
    expect(body.reset_host_key).toBe(true);
  });

  it("marks the missing and the wrong next to their fields, with translation keys", () => {
    const errors = errorsOf([
      ["intent", "configuration"],
      ["protocol", "ftp"],
      ["host", "user@host"],
      ["port", "70000"],
      ["directory", "/in/../etc"],
      ["file_name_pattern", "in/*.csv"],
    ]);
    expect(errors).toMatchObject({
      host: ["import-profiles:errors.hostInvalid"],
      port: ["import-profiles:errors.portInvalid"],
      username: ["import-profiles:errors.usernameRequired"],
      directory: ["import-profiles:errors.pathInvalid"],
      file_name_pattern: ["import-profiles:errors.patternInvalid"],
    });
    const move = errorsOf(
      [...connection.filter(([name]) => name !== "move_to"), ["after_import", "move"]].filter(
        ([name, value]) => name !== "after_import" || value === "move",
      ) as Array<[string, string]>,
    );
    expect(move).toEqual({ move_to: ["import-profiles:errors.moveToRequired"] });
  });

  it("uses a browsed directory with every other saved setting and the stored secrets", () => {
    const body = configurationWithDirectory(
      {
        protocol: "ftp",
        host: "ftp.example.test",
        port: null,
        username: "in",
        password_set: true,
        private_key_set: false,
        security: "tls",
        host_key_fingerprint: null,
        directory: "/",
        file_name_pattern: "*.csv",
        encoding: "UTF-8",
        after_import: "move",
        move_to: "/archive",
      },
      "/incoming/products",
    );
    expect(body).toEqual({
      protocol: "ftp",
      host: "ftp.example.test",
      port: null,
      username: "in",
      security: "tls",
      directory: "/incoming/products",
      file_name_pattern: "*.csv",
      encoding: "UTF-8",
      after_import: "move",
      move_to: "/archive",
    });
    expect(importProfileConfigurationInputSchema.safeParse(body).success).toBe(true);
  });
});

describe("the mapping form", () => {
  it("leaves out rows without a column, skips a column without a field, and names the delimiter", () => {
    const form = parsed([
      ["intent", "mapping"],
      ["columns[0]", " sku "],
      ["fields[0]", "sku"],
      ["columns[1]", ""],
      ["fields[1]", "price"],
      ["columns[2]", "Omschrijving"],
      ["fields[2]", ""],
      ["columns[3]", "price"],
      ["fields[3]", "price"],
      ["match_field", "sku"],
      ["delimiter", "semicolon"],
    ]);
    if (form.intent !== "mapping") throw new Error(form.intent);
    const { body, rows } = mappingBodyFromForm(form);
    expect(body).toEqual({
      columns: ["sku", "Omschrijving", "price"],
      mapping: ["sku", null, "price"],
      match_field: "sku",
      delimiter: ";",
    });
    expect(rows).toEqual([0, 2, 3]);
    expect(importProfileMappingInputSchema.safeParse(body).success).toBe(true);
    // The API's refusal of its third column belongs to the form's fourth row.
    expect(formFieldOfApiPath(["mapping", 2], rows)).toBe("fields[3]");
    expect(formFieldOfApiPath(["columns", 1], rows)).toBe("columns[2]");
    expect(formFieldOfApiPath(["mapping", 7], rows)).toBeUndefined();
  });

  it("detects the delimiter per file and matches no field when none is chosen", () => {
    const form = parsed([
      ["intent", "mapping"],
      ["columns[0]", "code"],
      ["fields[0]", "sku"],
    ]);
    if (form.intent !== "mapping") throw new Error(form.intent);
    expect(mappingBodyFromForm(form).body).toEqual({
      columns: ["code"],
      mapping: ["sku"],
      match_field: null,
    });
  });

  it("offers the saved columns and then empty rows", () => {
    expect(
      mappingRows(
        { columns: ["sku", "note"], mapping: ["sku", null], match_field: null, delimiter: null },
        2,
      ),
    ).toEqual([
      { column: "sku", field: "sku" },
      { column: "note", field: "" },
      { column: "", field: "" },
      { column: "", field: "" },
    ]);
    expect(mappingRows(null, 1)).toEqual([{ column: "", field: "" }]);
  });
});

describe("the schedule form", () => {
  it("sends only what the kind uses", () => {
    const weekly = parsed([
      ["intent", "schedule"],
      ["kind", "weekly"],
      ["time", "06:15"],
      ["weekday", "0"],
      ["cron", "* * * * *"],
    ]);
    if (weekly.intent !== "schedule") throw new Error(weekly.intent);
    const body = scheduleBodyFromForm(weekly);
    expect(body).toEqual({ kind: "weekly", time: "06:15", weekday: 0, cron: null });
    expect(importProfileScheduleInputSchema.safeParse(body).success).toBe(true);

    const none = parsed([
      ["intent", "schedule"],
      ["kind", "none"],
      ["time", "06:15"],
    ]);
    if (none.intent !== "schedule") throw new Error(none.intent);
    expect(scheduleBodyFromForm(none)).toEqual({
      kind: "none",
      time: null,
      weekday: null,
      cron: null,
    });
  });

  it("asks for what the kind needs", () => {
    expect(
      errorsOf([
        ["intent", "schedule"],
        ["kind", "weekly"],
      ]),
    ).toMatchObject({
      time: ["import-profiles:errors.timeRequired"],
      weekday: ["import-profiles:errors.weekdayRequired"],
    });
    expect(
      errorsOf([
        ["intent", "schedule"],
        ["kind", "cron"],
      ]),
    ).toMatchObject({
      cron: ["import-profiles:errors.cronRequired"],
    });
    expect(
      errorsOf([
        ["intent", "schedule"],
        ["kind", "cron"],
        ["cron", "every day"],
      ]),
    ).toMatchObject({ cron: ["import-profiles:errors.cronInvalid"] });
  });
});
