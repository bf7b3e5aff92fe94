import { STATUS_CODES } from "node:http";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { currentTenantKey } from "~/features/identity/current-tenant-key";
import { getOptionalCurrentUser } from "~/features/identity/current-user-context.server";
import { isCrawler } from "~/lib/crawler";
import { getInstanceOrFallback } from "~/lib/i18n.server";
import { NonceProvider } from "~/lib/nonce-provider";
import { getOptionalServerContext } from "~/lib/optional-server-context.server";
import { reportError } from "./features/observability/report-error";

export const streamTimeout = 5_000;

// Pages and their data carry per-user content (language, preferences, flash messages):
// no shared caches, and the browser checks back every time.
const pageCaching = "private, no-cache";

export function handleDataRequest(response: Response) {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", pageCaching);
  return response;
}

/** The signed-in user's tenant key, for the report's tenant tag (none before sign-in). */
function tenantKeyOf(context: Readonly<RouterContextProvider> | undefined) {
  try {
    return context ? currentTenantKey(getOptionalCurrentUser(context)) : null;
  } catch {
    return null;
  }
}

/**
 * A loader, action or render failed: logged as React Router does by default, and reported
 * (decision 051), unless it is a deliberate error response (a 404, a 403) or the browser left.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    // A 404 for an unknown path carries the router's own error.
    console.error((error as { error?: unknown }).error ?? error);
    return;
  }
  console.error(error);
  reportError(error, { tenantKey: tenantKeyOf(context as RouterContextProvider | undefined) });
};

/** The errors an error boundary renders; none when the page itself renders (even with a 4xx). */
function boundaryErrors(routerContext: EntryContext): unknown[] {
  return Object.values(routerContext.staticHandlerContext.errors ?? {});
}

/** The message of a deliberate error response (never an exception's text, which may leak). */
function plainErrorMessage(errors: unknown[]): string | undefined {
  for (const error of errors) {
    if (isRouteErrorResponse(error) && typeof error.data === "string") return error.data;
  }
  return undefined;
}

/**
 * React writes a page in many small pieces; each piece costs a trip through the web stream, the
 * compression and a socket write. What React writes in one go leaves as one chunk (joined until
 * the next turn of the event loop), so a page ready at once is sent as one piece, and a page
 * still streaming (deferred data) sends each part as soon as it is written.
 */
function coalescingStream() {
  let pending: Buffer[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const joined = Buffer.concat(pending);
    pending = [];
    stream.push(joined);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
      release();
      done();
    },
  });
  return stream;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const isBot = isCrawler(request.headers.get("user-agent"));
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", pageCaching);

  // Spec section 2: error screens met by crawlers, link previewers, Lighthouse and curl are not
  // rendered: a plain line with the status and the error's own message, when it has one. A page
  // rendered with its form's errors (400, 409, 422) is no error screen: everyone gets the page.
  const errors = boundaryErrors(routerContext);
  if (isBot && responseStatusCode >= 400 && errors.length > 0) {
    responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
    responseHeaders.delete("Content-Length");
    const message = plainErrorMessage(errors) ?? STATUS_CODES[responseStatusCode] ?? "";
    return new Response(`${responseStatusCode} ${message}`.trim(), {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  const nonce = getOptionalServerContext(loadContext)?.cspNonce;
  const i18n = await getInstanceOrFallback(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots (and SPA mode) get the whole document at once; people get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      isBot || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = coalescingStream();
          body.once("close", () => clearTimeout(abortTimer));
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are already reported through onShellError.
          if (shellRendered) {
            console.error(error);
            reportError(error, { tenantKey: tenantKeyOf(loadContext) });
          }
        },
      },
    );

    // Give pending promises time to settle before the stream is aborted.
    // Cleared when the response is done: a pending timer would keep the page's whole render alive.
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
