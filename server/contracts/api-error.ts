import { z } from "zod";

/**
 * Every error the API answers: `{ error: { code, message, details? } }` (server/http/api-app.ts
 * maps AppError and validation failures to it). Declared once for the OpenAPI document, and for
 * the web when it reads an error answer.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().meta({
      description:
        "Stable, machine-readable: unauthenticated, forbidden, not_found, conflict, payload_too_large, validation_failed, too_many_requests, internal, …",
    }),
    message: z.string().meta({ description: "For people; the spec's wording where it has one." }),
    details: z.unknown().optional().meta({
      description: "What failed, when known: for validation_failed, the issues with their path.",
    }),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
