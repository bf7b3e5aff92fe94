import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Hono } from "hono";
import english from "../../locales/en/api-clients.json";
import dutch from "../../locales/nl/api-clients.json";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

/**
 * /api/docs: the OpenAPI document rendered for people by Swagger UI, whose files are served from
 * node_modules (no CDN). Public, like /api/openapi.json: it describes the API, no tenant's data.
 * The page runs under its own policy allowing only this origin; its start-up script is a file
 * here, not inline (decision 044).
 */
const require = createRequire(import.meta.url);
const swaggerUiDirectory = path.dirname(require.resolve("swagger-ui-dist/package.json"));
const SWAGGER_UI_VERSION = (require("swagger-ui-dist/package.json") as { version: string }).version;

/** Under the mount point /api. The version in the path lets browsers keep the files a year. */
export const API_DOCS_PATH = "/docs";
const ASSETS_PATH = `${API_DOCS_PATH}/assets/${SWAGGER_UI_VERSION}`;

const ASSETS: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Swagger UI's React sets style attributes; style cannot run script.
  "style-src 'self' 'unsafe-inline'",
  // Its icons are data: SVGs.
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The page's one line of its own, in the reader's language (Dutch or English). */
function needsJavaScript(acceptLanguage: string | undefined): { lang: string; text: string } {
  const dutchFirst = /^\s*nl\b/i.test(acceptLanguage ?? "");
  return dutchFirst
    ? { lang: "nl", text: dutch.docsNeedJavaScript }
    : { lang: "en", text: english.docsNeedJavaScript };
}

function page(mount: string, acceptLanguage: string | undefined) {
  const fallback = needsJavaScript(acceptLanguage);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Fennec API</title>
    <link rel="stylesheet" href="${mount}${ASSETS_PATH}/swagger-ui.css">
    <link rel="icon" type="image/png" href="${mount}${ASSETS_PATH}/favicon-32x32.png">
  </head>
  <body>
    <p id="api-docs-fallback" lang="${fallback.lang}">${fallback.text}
      <a href="${mount}/openapi.json">${mount}/openapi.json</a></p>
    <div id="swagger-ui"></div>
    <script src="${mount}${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${mount}${API_DOCS_PATH}/start.js" data-document="${mount}/openapi.json"></script>
  </body>
</html>
`;
}

// Read once from the page's data attribute, so the script holds no path of its own.
const START_SCRIPT = `"use strict";
(function () {
  var documentUrl = document.currentScript.dataset.document;
  // Shown to readers without JavaScript (not a <noscript>: browsers that merely block scripts
  // would not show it); Swagger UI takes its place.
  var fallback = document.getElementById("api-docs-fallback");
  if (fallback) fallback.remove();
  window.addEventListener("load", function () {
    window.ui = SwaggerUIBundle({
      url: documentUrl,
      dom_id: "#swagger-ui",
      deepLinking: true,
      presets: [SwaggerUIBundle.presets.apis],
      layout: "BaseLayout",
      // Swagger UI would send the document to validator.swagger.io otherwise.
      validatorUrl: null,
      persistAuthorization: false,
      tryItOutEnabled: false,
    });
  });
})();
`;

const fileCache = new Map<string, Promise<Uint8Array>>();
function assetBytes(name: string): Promise<Uint8Array> {
  let bytes = fileCache.get(name);
  if (!bytes) {
    bytes = readFile(path.join(swaggerUiDirectory, name));
    fileCache.set(name, bytes);
  }
  return bytes;
}

/** Adds /docs, its start script and Swagger UI's files to `api`, mounted at `mount` (/api). */
export function registerApiDocs(api: Hono<AppEnv>, mount: string): void {
  api.get(API_DOCS_PATH, (c) => {
    c.header("Content-Security-Policy", POLICY);
    c.header("Cache-Control", "no-cache");
    return c.html(page(mount, c.req.header("accept-language")));
  });
  api.get(`${API_DOCS_PATH}/start.js`, (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(START_SCRIPT);
  });
  api.get(`${ASSETS_PATH}/:file`, async (c) => {
    const file = c.req.param("file");
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) throw new AppError("not_found", `No file ${file} in the API reference`);
    c.header("Content-Type", type);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(new Uint8Array(await assetBytes(file)));
  });
}
