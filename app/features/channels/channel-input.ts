import type { z } from "zod";
import type {
  channelInputSchema,
  ImapSettings,
} from "../../../server/contracts/connectivity/channel";
import type { ChannelSettingsValue } from "./channel-form-schemas";

/** The API's body, as its contract takes it (decision 041). */
export type ChannelBody = z.input<typeof channelInputSchema>;

/**
 * A submitted create or edit form as the API takes it: the kind's settings nested, an empty
 * "move processed mail to" as none, and an empty password left out (the stored one is kept).
 */
export function channelBodyFromForm(form: ChannelSettingsValue): ChannelBody {
  switch (form.kind) {
    case "imap":
      return {
        kind: "imap",
        name: form.name,
        active: form.active,
        settings: {
          host: form.host,
          port: form.port,
          tls: form.tls,
          user: form.user,
          folder: form.folder,
          processed_folder: form.processed_folder || null,
          poll_interval_seconds: form.poll_interval_seconds,
        },
        ...(form.password ? { password: form.password } : {}),
      };
    case "smtp":
      return {
        kind: "smtp",
        name: form.name,
        active: form.active,
        settings: { address: form.address },
      };
    case "upload":
      return { kind: "upload", name: form.name, active: form.active, settings: {} };
  }
}

/** A stored channel switched on or off, everything else (the password too) kept. */
export function channelBodyWithActive(
  channel:
    | { kind: "imap"; name: string; settings: ImapSettings }
    | { kind: "smtp"; name: string; settings: { address: string } }
    | { kind: "upload"; name: string; settings: object },
  active: boolean,
): ChannelBody {
  switch (channel.kind) {
    case "imap":
      return { kind: "imap", name: channel.name, active, settings: channel.settings };
    case "smtp":
      return { kind: "smtp", name: channel.name, active, settings: channel.settings };
    case "upload":
      return { kind: "upload", name: channel.name, active, settings: {} };
  }
}
