import { z } from "@hono/zod-openapi";

/** A JSON response of `schema`, for route declarations. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** `{ data: schema }`: how every payload is wrapped (spec section 7). */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** A required JSON request body of `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { "application/json": { schema } }, required: true } };
}
