import type { ExportProfile } from "../../../server/contracts/connectivity/export-profile";
import type { GeneralInfoValues, TemplateForm } from "./export-profile-form-schemas";
import type { GeneralInfoBody, TemplateBody } from "./export-profiles-api.server";

const filled = (value: string | undefined) => (value?.trim() ? value : undefined);

/**
 * The general-info form as the API takes it: the server for kind ftp, the endpoint for kind api.
 * An empty password, key or secret keeps the stored one; the private key is SFTP's only.
 */
export function generalInfoBodyFromForm(
  form: GeneralInfoValues,
  creating: boolean,
): GeneralInfoBody {
  const common = {
    name: form.name,
    active: form.active,
    kind: form.kind,
    ...(creating && form.format ? { format: form.format } : {}),
  };
  if (form.kind === "ftp") {
    const sftp = form.protocol === "sftp";
    const password = filled(form.password);
    const privateKey = sftp ? filled(form.private_key) : undefined;
    return {
      ...common,
      server: {
        protocol: form.protocol,
        host: form.host ?? "",
        port: form.port ?? null,
        username: form.username ?? "",
        ...(password ? { password } : {}),
        ...(privateKey ? { private_key: privateKey } : {}),
        security: sftp ? "none" : form.security,
        reset_host_key: sftp && form.reset_host_key,
      },
    };
  }
  const secret = form.auth_scheme === "None" ? undefined : filled(form.auth_secret);
  return {
    ...common,
    api: {
      url: form.url ?? "",
      auth_scheme: form.auth_scheme,
      auth_username: form.auth_scheme === "Basic" ? (form.auth_username ?? null) : null,
      ...(secret ? { auth_secret: secret } : {}),
    },
  };
}

/**
 * The template form as the API takes it. A browser sends a textarea's line breaks as CRLF
 * (HTML's form encoding), whatever was typed: they are made LF again, as the starter templates
 * and an API client's templates have them.
 */
export function templateBodyFromForm(form: TemplateForm): TemplateBody {
  return {
    format: form.format,
    template: form.template.replace(/\r\n?/g, "\n"),
    file_name_template: form.file_name_template,
    encoding: form.encoding,
  };
}

/** Where an issue of the API (`server.host`, `api.url`, `template` …) belongs on the forms. */
export function formFieldOfApiPath(path: readonly unknown[]): string | undefined {
  const [first, second] = path;
  const field = first === "server" || first === "api" ? second : first;
  if (typeof field !== "string") return undefined;
  return FORM_FIELDS.has(field) ? field : undefined;
}

const FORM_FIELDS = new Set([
  "name",
  "kind",
  "protocol",
  "host",
  "port",
  "username",
  "password",
  "private_key",
  "security",
  "url",
  "auth_scheme",
  "auth_username",
  "auth_secret",
  "path",
  "format",
  "template",
  "file_name_template",
  "encoding",
]);

/** A saved profile as the general-info form shows it; secrets are never echoed. */
export function generalInfoDefaults(profile: ExportProfile | null) {
  if (!profile) {
    return {
      kind: "ftp",
      protocol: "sftp",
      security: "none",
      auth_scheme: "None",
      format: "csv",
      active: "on",
    };
  }
  return {
    name: profile.name,
    active: profile.active ? "on" : undefined,
    kind: profile.kind,
    protocol: profile.server?.protocol ?? "sftp",
    host: profile.server?.host,
    port: profile.server?.port?.toString(),
    username: profile.server?.username,
    security: profile.server?.security ?? "none",
    url: profile.api?.url,
    auth_scheme: profile.api?.auth_scheme ?? "None",
    auth_username: profile.api?.auth_username ?? undefined,
  };
}
