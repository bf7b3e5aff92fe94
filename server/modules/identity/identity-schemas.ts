import { z } from "@hono/zod-openapi";
import { pageQuerySchema } from "../../http/paging.ts";

// The identity API's queries and parameters; what it takes and answers in bodies is in
// server/contracts/identity (decision 041).

export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().max(200).optional(),
});

export const userIdParamsSchema = z.object({ id: z.string().max(100) });

export const credentialsSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(200),
});
export const interactionParamsSchema = z.object({ uid: z.string().min(1).max(100) });

export const invitationIdParamsSchema = z.object({ id: z.string().max(100) });
