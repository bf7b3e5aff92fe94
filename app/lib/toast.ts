import { z } from "zod";

export const toastTypes = ["message", "success", "info", "warning", "error"] as const;

export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(toastTypes).default("message"),
  title: z.string(),
  description: z.string().optional(),
  /** Milliseconds; the default is the toaster's 5000. */
  duration: z.number().int().positive().optional(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;
