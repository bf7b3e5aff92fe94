import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors, FormField } from "~/components/ui/form-field";
import { Checkbox, Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { FieldHint } from "~/features/master-data/field-hint";
import { useTranslation } from "~/lib/use-translation";

/** The mailbox Fennec reads: server, sign-in, folders and how often. */
export function ImapSettingsFields({
  fields,
  mode,
  hasPassword,
  translate,
}: {
  fields: {
    host: FieldMetadata<string>;
    port: FieldMetadata<number>;
    tls: FieldMetadata<boolean>;
    user: FieldMetadata<string>;
    password: FieldMetadata<string>;
    folder: FieldMetadata<string>;
    processed_folder: FieldMetadata<string>;
    poll_interval_seconds: FieldMetadata<number>;
  };
  mode: "create" | "update";
  /** Whether the API holds a password for this mailbox (when editing). */
  hasPassword: boolean;
  translate: (message: string) => ReactNode;
}) {
  const { t } = useTranslation("channels");
  const hint = (field: { id: string }) => `${field.id}-hint`;
  const passwordHint =
    mode === "create"
      ? t("fields.passwordNew")
      : hasPassword
        ? t("fields.passwordKeep")
        : t("fields.passwordMissing");

  return (
    <>
      <FormField label={t("fields.host")} field={fields.host} translate={translate}>
        <Input
          {...getInputProps(fields.host, { type: "text", ariaDescribedBy: hint(fields.host) })}
          key={fields.host.key}
          autoComplete="off"
          spellCheck={false}
        />
        <FieldHint id={hint(fields.host)}>{t("fields.hostHint")}</FieldHint>
      </FormField>
      <FormField label={t("fields.port")} field={fields.port} translate={translate}>
        <Input
          {...getInputProps(fields.port, { type: "number" })}
          key={fields.port.key}
          inputMode="numeric"
        />
      </FormField>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={fields.tls.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            {...getInputProps(fields.tls, { type: "checkbox", ariaDescribedBy: hint(fields.tls) })}
            key={fields.tls.key}
          />
          {t("fields.tls")}
        </label>
        <FieldHint id={hint(fields.tls)}>{t("fields.tlsHint")}</FieldHint>
        <FieldErrors id={fields.tls.errorId} errors={fields.tls.errors?.map(translate)} />
      </div>
      <FormField label={t("fields.user")} field={fields.user} translate={translate}>
        <Input
          {...getInputProps(fields.user, { type: "text" })}
          key={fields.user.key}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      <FormField label={t("fields.password")} field={fields.password} translate={translate}>
        <PasswordInput
          {...getInputProps(fields.password, {
            type: "password",
            ariaDescribedBy: hint(fields.password),
          })}
          key={fields.password.key}
          // Never filled in: the API does not send the stored password, and a refused form
          // does not send back the one typed.
          defaultValue=""
          autoComplete="new-password"
          showLabel={t("fields.showPassword")}
          hideLabel={t("fields.hidePassword")}
        />
        <FieldHint id={hint(fields.password)}>{passwordHint}</FieldHint>
      </FormField>
      <FormField label={t("fields.folder")} field={fields.folder} translate={translate}>
        <Input
          {...getInputProps(fields.folder, { type: "text" })}
          key={fields.folder.key}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label={t("fields.processedFolder")}
        field={fields.processed_folder}
        translate={translate}
      >
        <Input
          {...getInputProps(fields.processed_folder, {
            type: "text",
            ariaDescribedBy: hint(fields.processed_folder),
          })}
          key={fields.processed_folder.key}
          autoComplete="off"
        />
        <FieldHint id={hint(fields.processed_folder)}>{t("fields.processedFolderHint")}</FieldHint>
      </FormField>
      <FormField
        label={t("fields.pollInterval")}
        field={fields.poll_interval_seconds}
        translate={translate}
      >
        <Input
          {...getInputProps(fields.poll_interval_seconds, {
            type: "number",
            ariaDescribedBy: hint(fields.poll_interval_seconds),
          })}
          key={fields.poll_interval_seconds.key}
          inputMode="numeric"
        />
        <FieldHint id={hint(fields.poll_interval_seconds)}>
          {t("fields.pollIntervalHint")}
        </FieldHint>
      </FormField>
    </>
  );
}
