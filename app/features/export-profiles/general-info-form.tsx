import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Plus, Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { HintedField } from "~/components/ui/hinted-field";
import { Checkbox, Input, Select } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { Textarea } from "~/components/ui/textarea";
import { FieldHint } from "~/features/master-data/field-hint";
import { translateMessage } from "~/lib/translate-message";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  type ExportProfile,
} from "../../../server/contracts/connectivity/export-profile";
import {
  FTP_SECURITY,
  TRANSFER_PROTOCOLS,
} from "../../../server/contracts/connectivity/remote-server";
import { WEBHOOK_AUTH_SCHEMES } from "../../../server/contracts/connectivity/webhook";
import { type GeneralInfoValues, saveGeneralInfoSchema } from "./export-profile-form-schemas";
import { generalInfoDefaults } from "./export-profile-input";

type Fields = Record<keyof GeneralInfoValues, string>;

/**
 * A profile's name, kind and connection: an FTP/SFTP server, or an API endpoint. Without
 * JavaScript both connection parts show, each saying when it applies; with JavaScript only the
 * chosen kind's (and protocol's) fields do. Secrets are write-only: empty keeps the stored one.
 */
export function GeneralInfoForm({
  profile,
  lastResult,
}: {
  profile: ExportProfile | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("export-profiles");
  const hydrated = useHydrated();
  const [form, fields] = useForm<Fields, GeneralInfoValues>({
    id: profile ? `export-profile-${profile.id}` : "new-export-profile",
    lastResult,
    constraint: getZodConstraint(saveGeneralInfoSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: generalInfoDefaults(profile),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveGeneralInfoSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const kind = fields.kind.value ?? "ftp";
  const protocol = fields.protocol.value ?? "sftp";
  const scheme = fields.auth_scheme.value ?? "None";
  const shows = (condition: boolean) => !hydrated || condition;
  const server = profile?.server ?? null;
  const keepHint = (stored: boolean) => (stored ? t("fields.secretKeep") : t("fields.secretNew"));

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("fields.name")} field={fields.name} translate={translate}>
        <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} />
      </FormField>
      <FormField label={t("fields.kind")} field={fields.kind} translate={translate}>
        <Select {...getSelectProps(fields.kind)} key={fields.kind.key}>
          {EXPORT_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`kinds.${value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {profile ? null : (
        <HintedField
          field={fields.format}
          label={t("fields.format")}
          hint={t("fields.formatHint")}
          translate={translate}
        >
          {(describedBy) => (
            <Select
              {...getSelectProps(fields.format, { ariaDescribedBy: describedBy })}
              key={fields.format.key}
            >
              {EXPORT_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {t(`formats.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </HintedField>
      )}

      {shows(kind === "ftp") ? (
        <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">{t("fields.serverLegend")}</legend>
          {hydrated ? null : (
            <p className="text-sm text-muted-foreground sm:col-span-2">{t("fields.serverWhen")}</p>
          )}
          <FormField label={t("fields.protocol")} field={fields.protocol} translate={translate}>
            <Select {...getSelectProps(fields.protocol)} key={fields.protocol.key}>
              {TRANSFER_PROTOCOLS.map((value) => (
                <option key={value} value={value}>
                  {t(`protocols.${value}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {shows(protocol === "ftp") ? (
            <HintedField
              field={fields.security}
              label={t("fields.security")}
              hint={t("fields.securityHint")}
              translate={translate}
            >
              {(describedBy) => (
                <Select
                  {...getSelectProps(fields.security, { ariaDescribedBy: describedBy })}
                  key={fields.security.key}
                >
                  {FTP_SECURITY.map((value) => (
                    <option key={value} value={value}>
                      {t(`security.${value}`)}
                    </option>
                  ))}
                </Select>
              )}
            </HintedField>
          ) : null}
          <FormField label={t("fields.host")} field={fields.host} translate={translate}>
            <Input
              {...getInputProps(fields.host, { type: "text" })}
              key={fields.host.key}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
          <HintedField
            field={fields.port}
            label={t("fields.port")}
            hint={t("fields.portHint")}
            translate={translate}
          >
            {(describedBy) => (
              <Input
                {...getInputProps(fields.port, { type: "number", ariaDescribedBy: describedBy })}
                key={fields.port.key}
                inputMode="numeric"
              />
            )}
          </HintedField>
          <FormField label={t("fields.username")} field={fields.username} translate={translate}>
            <Input
              {...getInputProps(fields.username, { type: "text" })}
              key={fields.username.key}
              autoComplete="off"
            />
          </FormField>
          <HintedField
            field={fields.password}
            label={t("fields.password")}
            hint={keepHint(server?.password_set ?? false)}
            translate={translate}
          >
            {(describedBy) => (
              <PasswordInput
                {...getInputProps(fields.password, {
                  type: "password",
                  ariaDescribedBy: describedBy,
                })}
                key={fields.password.key}
                autoComplete="new-password"
                showLabel={t("fields.showSecret")}
                hideLabel={t("fields.hideSecret")}
              />
            )}
          </HintedField>
          {shows(protocol === "sftp") ? (
            <HintedField
              field={fields.private_key}
              label={t("fields.privateKey")}
              hint={`${t("fields.privateKeyHint")} ${keepHint(server?.private_key_set ?? false)}`}
              translate={translate}
              className="sm:col-span-2"
            >
              {(describedBy) => (
                <Textarea
                  {...getTextareaProps(fields.private_key, { ariaDescribedBy: describedBy })}
                  key={fields.private_key.key}
                  rows={4}
                  spellCheck={false}
                  autoComplete="off"
                  className="font-mono text-xs"
                  placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
                />
              )}
            </HintedField>
          ) : null}
          {server?.host_key_fingerprint ? (
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <p className="text-sm">
                <span className="font-medium">{t("fields.hostKey")}</span>{" "}
                <code className="font-mono text-xs break-all">{server.host_key_fingerprint}</code>
              </p>
              <label htmlFor={fields.reset_host_key.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  {...getInputProps(fields.reset_host_key, {
                    type: "checkbox",
                    ariaDescribedBy: `${fields.reset_host_key.id}-hint`,
                  })}
                  key={fields.reset_host_key.key}
                />
                {t("fields.resetHostKey")}
              </label>
              <FieldHint id={`${fields.reset_host_key.id}-hint`}>
                {t("fields.resetHostKeyHint")}
              </FieldHint>
            </div>
          ) : null}
        </fieldset>
      ) : null}

      {shows(kind === "api") ? (
        <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">{t("fields.apiLegend")}</legend>
          {hydrated ? null : (
            <p className="text-sm text-muted-foreground sm:col-span-2">{t("fields.apiWhen")}</p>
          )}
          <FormField
            label={t("fields.url")}
            field={fields.url}
            translate={translate}
            className="sm:col-span-2"
          >
            <Input
              {...getInputProps(fields.url, { type: "url" })}
              key={fields.url.key}
              placeholder="https://"
            />
          </FormField>
          <FormField
            label={t("fields.authScheme")}
            field={fields.auth_scheme}
            translate={translate}
          >
            <Select {...getSelectProps(fields.auth_scheme)} key={fields.auth_scheme.key}>
              {WEBHOOK_AUTH_SCHEMES.map((value) => (
                <option key={value} value={value}>
                  {t(`authSchemes.${value}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {shows(scheme === "Basic") ? (
            <FormField
              label={t("fields.authUsername")}
              field={fields.auth_username}
              translate={translate}
            >
              <Input
                {...getInputProps(fields.auth_username, { type: "text" })}
                key={fields.auth_username.key}
                autoComplete="off"
              />
            </FormField>
          ) : null}
          {shows(scheme !== "None") ? (
            <HintedField
              field={fields.auth_secret}
              label={t("fields.authSecret")}
              hint={keepHint(profile?.api?.auth_secret_set ?? false)}
              translate={translate}
            >
              {(describedBy) => (
                <PasswordInput
                  {...getInputProps(fields.auth_secret, {
                    type: "password",
                    ariaDescribedBy: describedBy,
                  })}
                  key={fields.auth_secret.key}
                  autoComplete="off"
                  showLabel={t("fields.showSecret")}
                  hideLabel={t("fields.hideSecret")}
                />
              )}
            </HintedField>
          ) : null}
        </fieldset>
      ) : null}

      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={fields.active.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            {...getInputProps(fields.active, {
              type: "checkbox",
              ariaDescribedBy: `${fields.active.id}-hint`,
            })}
            key={fields.active.key}
          />
          {t("fields.active")}
        </label>
        <FieldHint id={`${fields.active.id}-hint`}>{t("fields.activeHint")}</FieldHint>
      </div>

      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit">
          {profile ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {profile ? t("edit.submit") : t("create.submit")}
        </Button>
      </div>
    </Form>
  );
}
