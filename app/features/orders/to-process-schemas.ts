import { z } from "zod";

// Messages are translation keys (see lib/translate-message.ts).

/** Uploads beyond this are refused here already (the API's limit is larger). */
export const maxEmailMegabytes = 25;
const maxEmailBytes = maxEmailMegabytes * 1024 * 1024;

export const uploadEmailSchema = z.object({
  intent: z.literal("upload"),
  channel_id: z.string({ error: "to-process:upload.errors.chooseChannel" }),
  // An empty file input reaches the schema as undefined.
  file: z
    .instanceof(File, { error: "to-process:upload.errors.chooseFile" })
    .refine((file) => file.size > 0, { error: "to-process:upload.errors.chooseFile" })
    .refine((file) => file.size <= maxEmailBytes, { error: "to-process:upload.errors.tooLarge" }),
});
