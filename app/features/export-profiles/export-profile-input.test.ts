import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { saveGeneralInfoSchema, templateFormSchema } from "./export-profile-form-schemas";
import {
  formFieldOfApiPath,
  generalInfoBodyFromForm,
  templateBodyFromForm,
} from "./export-profile-input";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

const parsed = (entries: Record<string, string>) =>
  parseWithZod(form({ intent: "save", ...entries }), { schema: saveGeneralInfoSchema });

/** The field errors of a refused form. */
const errorsOf = (entries: Record<string, string>) => {
  const submission = parsed(entries);
  return submission.status === "error" ? submission.error : null;
};

describe("the export profile's general-info form", () => {
  it("sends an SFTP server with its key, and keeps a stored password when the field is empty", () => {
    const submission = parsed({
      name: "Warehouse",
      kind: "ftp",
      protocol: "sftp",
      host: "files.example.com",
      port: "2222",
      username: "fennec",
      password: "",
      private_key: "-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n",
      security: "tls",
      url: "https://left.over.example.com",
      active: "on",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(generalInfoBodyFromForm(submission.value, true)).toEqual({
      name: "Warehouse",
      active: true,
      kind: "ftp",
      server: {
        protocol: "sftp",
        host: "files.example.com",
        port: 2222,
        username: "fennec",
        private_key: "-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n",
        security: "none",
        reset_host_key: false,
      },
    });
  });

  it("sends an API endpoint without the server's fields, and no format once created", () => {
    const submission = parsed({
      name: "ERP inbox",
      kind: "api",
      format: "json",
      host: "ignored.example.com",
      url: "https://erp.example.com/orders",
      auth_scheme: "Bearer",
      auth_secret: "token-1",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(generalInfoBodyFromForm(submission.value, false)).toEqual({
      name: "ERP inbox",
      active: false,
      kind: "api",
      api: {
        url: "https://erp.example.com/orders",
        auth_scheme: "Bearer",
        auth_username: null,
        auth_secret: "token-1",
      },
    });
  });

  it("asks for what the chosen kind needs, next to its field", () => {
    expect(errorsOf({ name: "X", kind: "ftp", protocol: "ftp" })).toMatchObject({
      host: ["export-profiles:errors.hostRequired"],
      username: ["export-profiles:errors.usernameRequired"],
    });
    expect(errorsOf({ name: "X", kind: "ftp", host: "ftp://x/y", username: "u" })).toEqual({
      host: ["export-profiles:errors.hostInvalid"],
    });
    expect(errorsOf({ name: "X", kind: "api", url: "ftp://x" })).toEqual({
      url: ["export-profiles:errors.urlInvalid"],
    });
  });
});

describe("the template form", () => {
  it("sends the browser's CRLF line breaks as LF", () => {
    const submission = parseWithZod(
      form({
        intent: "preview",
        format: "csv",
        template: "a;b\r\n{% for line in order.lines %}x\r\n{% endfor %}",
        file_name_template: "{{ order.order_id }}.csv",
        encoding: "UTF-8",
      }),
      { schema: templateFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(templateBodyFromForm(submission.value).template).toBe(
      "a;b\n{% for line in order.lines %}x\n{% endfor %}",
    );
  });
});

describe("where an API refusal belongs", () => {
  it("maps the server's and endpoint's paths onto the form's fields", () => {
    expect(formFieldOfApiPath(["server", "host"])).toBe("host");
    expect(formFieldOfApiPath(["api", "url"])).toBe("url");
    expect(formFieldOfApiPath(["password"])).toBe("password");
    expect(formFieldOfApiPath(["template"])).toBe("template");
    expect(formFieldOfApiPath(["server"])).toBeUndefined();
    expect(formFieldOfApiPath(["tenant_id"])).toBeUndefined();
  });
});
