import fc from "fast-check";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import appRoutes from "~/routes";
import { routePathTemplate } from "./route-path-template";

type ConfigRoute = { path?: string; index?: boolean; children?: ConfigRoute[] };

/** The app's own route table (app/routes.ts) as React Router matches it in the browser. */
function routeObjects(config: readonly ConfigRoute[]): RouteObject[] {
  return config.map((route) =>
    route.index
      ? { index: true }
      : { path: route.path, children: route.children && routeObjects(route.children) },
  );
}
const routes = routeObjects(appRoutes as ConfigRoute[]);

/** Every full pattern of the app with a dynamic segment: /validate/:id, /popup/email/:id/raw … */
function dynamicPatterns(config: readonly ConfigRoute[], parent = ""): string[] {
  return config.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.path?.includes(":") || route.path === "*" ? [path] : [];
    return [...own, ...(route.children ? dynamicPatterns(route.children, path) : [])];
  });
}
const patterns = dynamicPatterns(appRoutes as ConfigRoute[]);
const staticWords = new Set(
  patterns.flatMap((pattern) => pattern.split("/").filter((s) => s && !s.startsWith(":"))),
);

/** The template of a URL as the page sees it: React Router's matches of the app's routes. */
function templateOf(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  return routePathTemplate(matches);
}

/** A URL of `pattern` with `values` in its dynamic segments, as a browser would send it. */
function urlOf(pattern: string, values: string[]) {
  let index = 0;
  return pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return values.map(encodeURIComponent).join("/");
      return segment.startsWith(":") ? encodeURIComponent(values[index++] ?? "x") : segment;
    })
    .join("/");
}

// What ids look like in Fennec's URLs: UUIDs, numbers, keys and, in a mistyped link, e-mails.
const idLike = fc.oneof(
  fc.uuid(),
  fc.nat().map(String),
  fc.emailAddress(),
  fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/),
);

describe("routePathTemplate", () => {
  it("names the app's routes by their patterns", () => {
    expect(patterns).toContain("/validate/:id");
    expect(templateOf("/validate/6f1c1a52-7d1e-4a57-9a43-1f0f4b7cf1a2")).toBe("/validate/:id");
    expect(templateOf("/archive/42")).toBe("/archive/:id");
    expect(templateOf("/admin/master-data/products")).toBe("/admin/master-data/:id");
    expect(templateOf("/popup/email/7/attachments/7")).toBe("/popup/email/:id/attachments/:index");
    expect(templateOf("/popup/email/raw/raw")).toBe("/popup/email/:id/raw");
    expect(templateOf("/validate")).toBe("/validate");
    expect(templateOf("/")).toBe("/");
  });

  it("keeps no query string, hash or unknown path", () => {
    expect(templateOf("/validate/123?email=jan%40klant.test#line-2")).toBe("/validate/:id");
    expect(templateOf("/customers/jan@klant.test/orders")).toBe("/*");
  });

  it("gives every page of a dynamic route its pattern, whatever its ids", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns.filter((pattern) => !pattern.endsWith("*"))),
        fc.array(idLike, { minLength: 2, maxLength: 2 }),
        (pattern, values) => {
          fc.pre(values.every((value) => !staticWords.has(value)));
          expect(templateOf(urlOf(pattern, values))).toBe(pattern);
        },
      ),
    );
  });

  it("never keeps a value of the URL, not even one that is also a word of the path", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.array(fc.oneof(idLike, fc.constantFrom(...staticWords), fc.string({ minLength: 1 })), {
          minLength: 2,
          maxLength: 2,
        }),
        (pattern, values) => {
          fc.pre(values.every((value) => value.trim() !== "" && value !== "." && value !== ".."));
          const template = templateOf(urlOf(pattern, values));
          const kept = template.split("/").filter((segment) => !segment.startsWith(":"));
          for (const value of values) {
            if (staticWords.has(value)) continue;
            expect(kept).not.toContain(value);
            expect(kept).not.toContain(encodeURIComponent(value));
          }
        },
      ),
    );
  });
});
