import { data } from "react-router";
import { z } from "zod";
import { pageMetaSchema } from "../../server/contracts/paging/page-meta";

const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().optional(),
    details: z.unknown().optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>["error"];

/** The `{ error: { code, message, details } }` of a failed answer, or a stand-in. */
export async function readApiError(response: Response): Promise<ApiErrorBody> {
  const body = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error : { code: `http_${response.status}` };
}

/**
 * A failed answer as a route error: 403 and 404 show the error screen with their status and
 * the API's message; anything else unexpected as well.
 */
export async function throwApiError(response: Response): Promise<never> {
  const error = await readApiError(response);
  throw data(error.message ?? error.code, { status: response.status });
}

/**
 * Spec section 5: an answer that does not match the API's contract fails with this message. The
 * zod issues ride along as the cause, for the log.
 */
export const SCHEMA_FAILURE_MESSAGE = "Validation or transformation failed";

function parseAnswer<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(SCHEMA_FAILURE_MESSAGE, { cause: parsed.error });
  return parsed.data;
}

// The envelopes are made once: a zod object schema made per call is compiled again at its first
// parse, a measurable share of a page's server time (docs/decisions/029).
const dataEnvelopeSchema = z.object({ data: z.unknown() });

/** The `data` of a successful answer, checked against `schema`, the API's contract. */
export async function readApiData<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  if (!response.ok) return throwApiError(response);
  const body = await response.json();
  return parseAnswer(schema, parseAnswer(dataEnvelopeSchema, body).data);
}

const pageEnvelopeSchema = z.object({ data: z.array(z.unknown()), meta: pageMetaSchema });

/** A paged list: `{ data: [...], meta: { current_page, last_page, … } }` (docs/decisions/005). */
export async function readApiPage<T>(response: Response, itemSchema: z.ZodType<T>) {
  if (!response.ok) return throwApiError(response);
  const body = await response.json();
  const page = parseAnswer(pageEnvelopeSchema, body);
  return { data: page.data.map((item) => parseAnswer(itemSchema, item)), meta: page.meta };
}
