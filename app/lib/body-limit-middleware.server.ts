import { data, type MiddlewareFunction } from "react-router";
import { getInstance } from "./i18n.server";
import { getOptionalServerContext } from "./optional-server-context.server";

/**
 * The server refuses a body over the web's limit before anything reads it (server/http/
 * web-body-limit.ts) and hands the request on without it, so that the user sees why in their
 * own language, on the error screen, instead of a bare 413. No action runs.
 */
export const bodyLimitMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const refused = getOptionalServerContext(context)?.bodyTooLarge;
  if (!refused) return next();
  const megabytes = Math.floor(refused.maxBytes / (1024 * 1024));
  throw data(getInstance(context).t("errors:tooLarge", { megabytes }), {
    status: 413,
    statusText: "Content Too Large",
  });
};
