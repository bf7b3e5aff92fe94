import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors } from "~/components/ui/form-field";
import { Checkbox, Input, Select } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { Textarea } from "~/components/ui/textarea";
import { FieldHint } from "~/features/master-data/field-hint";
import { cn } from "~/lib/class-names";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { FILE_ENCODINGS } from "../../../server/contracts/connectivity/file-encodings";
import {
  AFTER_IMPORT_ACTIONS,
  IMPORT_FTP_SECURITY,
  IMPORT_TRANSFER_PROTOCOLS,
  type ImportProfile,
} from "../../../server/contracts/connectivity/import-profile";
import { type ConfigurationForm, configurationSchema } from "./import-profile-form-schemas";

type ConnectionFields = {
  intent: string;
  protocol: string;
  host: string;
  port: number;
  username: string;
  password: string;
  remove_password: boolean;
  private_key: string;
  remove_private_key: boolean;
  security: string;
  reset_host_key: boolean;
  directory: string;
  file_name_pattern: string;
  encoding: string;
  after_import: string;
  move_to: string;
};

/**
 * Where the profile fetches its files: the server and how to sign in (the password and private
 * key are write-only: the form says whether one is stored), the directory and the files' name
 * pattern and encoding, and what happens to a file once imported.
 */
export function ConnectionForm({
  profile,
  lastResult,
}: {
  profile: ImportProfile;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("import-profiles");
  const stored = profile.configuration;
  const [form, fields] = useForm<ConnectionFields, ConfigurationForm>({
    id: `import-profile-connection-${profile.id}`,
    lastResult,
    constraint: getZodConstraint(configurationSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: stored
      ? {
          protocol: stored.protocol,
          host: stored.host,
          port: stored.port ?? undefined,
          username: stored.username,
          security: stored.security,
          directory: stored.directory,
          file_name_pattern: stored.file_name_pattern,
          encoding: stored.encoding,
          after_import: stored.after_import,
          move_to: stored.move_to ?? undefined,
        }
      : {
          protocol: "sftp",
          security: "none",
          directory: "/",
          file_name_pattern: "*.csv",
          encoding: "UTF-8",
          after_import: "keep",
        },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: configurationSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const textField = (
    field: FieldMetadata<string | number | undefined>,
    label: string,
    options: { hint?: string; type?: "text" | "number"; className?: string; mono?: boolean } = {},
  ) => (
    <Field field={field} label={label} hint={options.hint} className={options.className}>
      <Input
        {...getInputProps(field, {
          type: options.type ?? "text",
          ariaDescribedBy: options.hint ? `${field.id}-hint` : undefined,
        })}
        key={field.key}
        autoComplete="off"
        className={options.mono ? "font-mono" : undefined}
      />
    </Field>
  );

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="configuration" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />

      <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t("connection.serverLegend")}</legend>
        <Field field={fields.protocol} label={t("fields.protocol")}>
          <Select {...getSelectProps(fields.protocol)} key={fields.protocol.key}>
            {IMPORT_TRANSFER_PROTOCOLS.map((protocol) => (
              <option key={protocol} value={protocol}>
                {t(`protocols.${protocol}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field field={fields.security} label={t("fields.security")} hint={t("fields.securityHint")}>
          <Select
            {...getSelectProps(fields.security, { ariaDescribedBy: `${fields.security.id}-hint` })}
            key={fields.security.key}
          >
            {IMPORT_FTP_SECURITY.map((security) => (
              <option key={security} value={security}>
                {t(`security.${security}`)}
              </option>
            ))}
          </Select>
        </Field>
        {textField(fields.host, t("fields.host"), { mono: true })}
        {textField(fields.port, t("fields.port"), { type: "number", hint: t("fields.portHint") })}
        {textField(fields.username, t("fields.username"), { className: "sm:col-span-2" })}
        <Field
          field={fields.password}
          label={t("fields.password")}
          hint={stored?.password_set ? t("fields.secretKeep") : t("fields.secretNone")}
        >
          <PasswordInput
            {...getInputProps(fields.password, {
              type: "password",
              ariaDescribedBy: `${fields.password.id}-hint`,
            })}
            key={fields.password.key}
            autoComplete="new-password"
            showLabel={t("fields.showSecret")}
            hideLabel={t("fields.hideSecret")}
          />
          {stored?.password_set ? (
            <RemoveBox field={fields.remove_password} label={t("fields.removePassword")} />
          ) : null}
        </Field>
        <Field
          field={fields.private_key}
          label={t("fields.privateKey")}
          hint={stored?.private_key_set ? t("fields.privateKeyKeep") : t("fields.privateKeyHint")}
        >
          <Textarea
            {...getTextareaProps(fields.private_key, {
              ariaDescribedBy: `${fields.private_key.id}-hint`,
            })}
            key={fields.private_key.key}
            rows={3}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-xs"
          />
          {stored?.private_key_set ? (
            <RemoveBox field={fields.remove_private_key} label={t("fields.removePrivateKey")} />
          ) : null}
        </Field>
        {stored?.host_key_fingerprint ? (
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <p className="text-sm">
              {t("connection.pinned")}{" "}
              <code className="font-mono text-xs break-all">{stored.host_key_fingerprint}</code>
            </p>
            <label htmlFor={fields.reset_host_key.id} className="flex items-center gap-2 text-sm">
              <Checkbox
                {...getInputProps(fields.reset_host_key, { type: "checkbox" })}
                key={fields.reset_host_key.key}
              />
              {t("fields.resetHostKey")}
            </label>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t("connection.filesLegend")}</legend>
        {textField(fields.directory, t("fields.directory"), {
          hint: t("fields.directoryHint"),
          mono: true,
        })}
        {textField(fields.file_name_pattern, t("fields.fileNamePattern"), {
          hint: t("fields.fileNamePatternHint"),
          mono: true,
        })}
        <Field field={fields.encoding} label={t("fields.encoding")}>
          <Select {...getSelectProps(fields.encoding)} key={fields.encoding.key}>
            {FILE_ENCODINGS.map((encoding) => (
              <option key={encoding} value={encoding}>
                {encoding}
              </option>
            ))}
          </Select>
        </Field>
        <Field field={fields.after_import} label={t("fields.afterImport")}>
          <Select {...getSelectProps(fields.after_import)} key={fields.after_import.key}>
            {AFTER_IMPORT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`afterImport.${action}`)}
              </option>
            ))}
          </Select>
        </Field>
        {textField(fields.move_to, t("fields.moveTo"), {
          hint: t("fields.moveToHint"),
          mono: true,
          className: "sm:col-span-2",
        })}
      </fieldset>

      <div className="sm:col-span-2">
        <Button type="submit">
          <Save aria-hidden="true" />
          {t("connection.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** A label, its control, its hint and its errors. */
function Field({
  field,
  label,
  hint,
  className,
  children,
}: {
  field: { id: string; errorId: string; errors?: string[] };
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("import-profiles");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? <FieldHint id={`${field.id}-hint`}>{hint}</FieldHint> : null}
      <FieldErrors
        id={field.errorId}
        errors={field.errors?.map((message) => translateMessage(t, message))}
      />
    </div>
  );
}

function RemoveBox({ field, label }: { field: FieldMetadata<boolean>; label: string }) {
  return (
    <label htmlFor={field.id} className="flex items-center gap-2 text-sm">
      <Checkbox {...getInputProps(field, { type: "checkbox" })} key={field.key} />
      {label}
    </label>
  );
}
