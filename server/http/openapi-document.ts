import type { ApiApp } from "./api-app.ts";
import { type GuardRequirement, requirementOf } from "./guard-requirements.ts";
import { exampleOf, type JsonSchema } from "./json-schema-example.ts";
import { errorComponents, errorResponsesOf } from "./openapi-errors.ts";
import { securityNote, securityOf, securitySchemes } from "./openapi-security.ts";

type Document = ReturnType<ApiApp["getOpenAPI31Document"]>;
type Json = Record<string, unknown>;

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/**
 * GET /api/openapi.json: what @hono/zod-openapi generates from the route declarations, completed
 * in one place rather than in each route: the security each operation's guard middleware asks
 * for, the error answers, and an example for every JSON payload (decision 044).
 */
export function openApiDocument(api: ApiApp, version: string): Document {
  const document = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Fennec API",
      version,
      description:
        "Order intake for wholesalers: order inquiries, reference data and connectivity of one tenant. Every payload is wrapped in `{ data }`; lists are paged; every error is `{ error: { code, message, details? } }`.",
    },
    servers: [{ url: "/api" }],
  });
  const errors = errorComponents();
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...errors.schemas },
    responses: { ...document.components?.responses, ...errors.responses },
    securitySchemes: { ...document.components?.securitySchemes, ...securitySchemes() },
  } as Document["components"];

  const requirements = guardRequirements(api);
  const resolve = (ref: string) => resolvePointer(document, ref) as JsonSchema | undefined;
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (pathItem as Json)[method] as Json | undefined;
      if (!operation) continue;
      const requirement = requirements.get(routeKey(method, honoPath(path)));
      completeOperation(operation, { method, path, requirement, resolve });
    }
  }
  return document;
}

function completeOperation(
  operation: Json,
  context: {
    method: string;
    path: string;
    requirement: GuardRequirement | undefined;
    resolve: (ref: string) => JsonSchema | undefined;
  },
) {
  const { requirement } = context;
  const parameters = (operation.parameters ?? []) as Json[];
  const requestBody = operation.requestBody as Json | undefined;
  operation.operationId ??= operationIdOf(context.method, context.path);
  // Grouped by area (the first path segment), as the reference page lists them.
  operation.tags ??= [context.path.split("/")[1]];
  operation.security ??= securityOf(requirement);
  operation.description = [operation.description, securityNote(requirement)]
    .filter(Boolean)
    .join("\n\n");
  // A route's own answer for a status wins over the general one.
  operation.responses = {
    ...errorResponsesOf({
      requirement,
      hasPathParameters: /\{[^}]+\}/.test(context.path),
      hasBody: requestBody !== undefined,
      hasQuery: parameters.some((parameter) => parameter.in === "query"),
    }),
    ...(operation.responses as Json),
  };

  const mediaTypes = [
    ...Object.values((requestBody?.content ?? {}) as Record<string, Json>),
    ...Object.entries(operation.responses as Record<string, Json>)
      .filter(([status]) => status.startsWith("2"))
      .flatMap(([, response]) => Object.values((response.content ?? {}) as Record<string, Json>)),
  ];
  for (const mediaType of mediaTypes) {
    if (mediaType.example !== undefined || mediaType.examples !== undefined) continue;
    if (!mediaType.schema || isBinary(mediaType.schema as Json)) continue;
    mediaType.example = exampleOf(mediaType.schema as JsonSchema, context.resolve);
  }
}

/** get /orders/{id}/retry → getOrdersByIdRetry: unique, as generated clients want it. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith("{")
        ? ["by", ...segment.slice(1, -1).split(/[-_]/)]
        : segment.split(/[-_]/),
    );
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/** Files (attachments, the .eml) have no example worth showing. */
function isBinary(schema: Json): boolean {
  return schema.format === "binary" || typeof schema.contentMediaType === "string";
}

/**
 * Each route's guard, read from the middleware Hono really runs for it (api.routes lists every
 * handler of a route, middleware included): the declarations themselves keep no middleware.
 */
function guardRequirements(api: ApiApp): Map<string, GuardRequirement> {
  const found = new Map<string, GuardRequirement>();
  const peopleOnly = new Set<string>();
  for (const route of api.routes) {
    const requirement = requirementOf(route.handler);
    if (!requirement) continue;
    const key = routeKey(route.method, route.path);
    if (requirement.kind === "person") {
      peopleOnly.add(key);
      continue;
    }
    const known = found.get(key);
    // A permission says more than signing in: it implies it.
    if (!known || known.kind === "signed-in") found.set(key, requirement);
  }
  for (const key of peopleOnly) {
    const known = found.get(key);
    found.set(
      key,
      known?.kind === "permission" ? { ...known, peopleOnly: true } : { kind: "person" },
    );
  }
  return found;
}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** /orders/{id} as Hono writes it: /orders/:id. */
export const honoPath = (path: string) => path.replaceAll(/\{([^}]+)\}/g, ":$1");

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
}
