import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Plus, Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors, FormField } from "~/components/ui/form-field";
import { Checkbox, Input } from "~/components/ui/input";
import { FieldHint } from "~/features/master-data/field-hint";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { type ChannelSettingsValue, channelSettingsSchema } from "./channel-form-schemas";
import type { ChannelKind } from "./channel-kinds";
import type { Channel } from "./channels-api.server";
import { ImapSettingsFields } from "./imap-settings-fields";
import { SmtpSettingsFields } from "./smtp-settings-fields";

/** Every field any kind has, as the form holds them (the schema of the kind checks them). */
type ChannelFields = {
  intent: string;
  id: string;
  kind: ChannelKind;
  name: string;
  active: boolean;
  host: string;
  port: number;
  tls: boolean;
  user: string;
  password: string;
  folder: string;
  processed_folder: string;
  poll_interval_seconds: number;
  address: string;
};

const checked = (value: unknown) => (value === true ? "on" : undefined);
const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : undefined;

/** The form's starting values: the stored channel, or the API's defaults for a new one. */
function startingValues(channel: Channel | undefined, defaults: Record<string, unknown>) {
  if (!channel) {
    return {
      active: "on",
      port: text(defaults.port),
      tls: checked(defaults.tls),
      folder: text(defaults.folder),
      poll_interval_seconds: text(defaults.poll_interval_seconds),
    };
  }
  const common = { name: channel.name, active: checked(channel.active) };
  switch (channel.kind) {
    case "imap":
      return {
        ...common,
        host: channel.settings.host,
        port: String(channel.settings.port),
        tls: checked(channel.settings.tls),
        user: channel.settings.user,
        folder: channel.settings.folder,
        processed_folder: channel.settings.processed_folder ?? undefined,
        poll_interval_seconds: String(channel.settings.poll_interval_seconds),
      };
    case "smtp":
      return { ...common, address: channel.settings.address };
    case "upload":
      return common;
  }
}

/**
 * Adding a channel of one kind (`channel` left out) or changing one: its name, whether it is
 * active, and the kind's settings. A plain form; the same schema checks it in the browser and
 * in the action.
 */
export function ChannelSettingsForm({
  kind,
  channel,
  defaults = {},
  lastResult,
}: {
  kind: ChannelKind;
  channel?: Channel;
  defaults?: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("channels");
  const mode = channel ? "update" : "create";
  const schema = channelSettingsSchema(mode, kind);
  const [form, fields] = useForm<ChannelFields, ChannelSettingsValue>({
    id: channel ? `edit-channel-${channel.id}` : `create-channel-${kind}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: startingValues(channel, defaults),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const activeHint = `${fields.active.id}-hint`;

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="kind" value={kind} />
      {channel ? <input type="hidden" name="id" value={channel.id} /> : null}
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField
        label={t("fields.name")}
        field={fields.name}
        translate={translate}
        className="sm:col-span-2"
      >
        <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} />
      </FormField>
      {kind === "imap" ? (
        <ImapSettingsFields
          fields={fields}
          mode={mode}
          hasPassword={channel?.has_password ?? false}
          translate={translate}
        />
      ) : null}
      {kind === "smtp" ? <SmtpSettingsFields fields={fields} translate={translate} /> : null}
      {kind === "upload" ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">{t("fields.uploadHint")}</p>
      ) : null}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={fields.active.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            {...getInputProps(fields.active, { type: "checkbox", ariaDescribedBy: activeHint })}
            key={fields.active.key}
          />
          {t("fields.active")}
        </label>
        <FieldHint id={activeHint}>{t("fields.activeHint")}</FieldHint>
        <FieldErrors id={fields.active.errorId} errors={fields.active.errors?.map(translate)} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit">
          {channel ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {channel ? t("edit.submit") : t("create.submit")}
        </Button>
      </div>
    </Form>
  );
}
