import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { maxRedirectLength } from "../../app/lib/safe-redirect.ts";
import { startTestServer } from "../../tests/setup/test-server.ts";
import { buildDirectory } from "./web-handler.ts";

const server = startTestServer();
const evil = "https://evil.example";
const someId = "00000000-0000-4000-8000-000000000000";

/** Every route module of the built app that has an action, as a URL path (new routes included). */
async function actionPaths() {
  const entry = pathToFileURL(path.join(buildDirectory, "server", "index.js")).href;
  const { routes } = (await import(entry)) as ServerBuild;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.values(routes)
    .filter((route) => route?.module.action)
    .map((route) =>
      (fullPath(route?.id ?? "") || "/").replace(/:[a-zA-Z]+/g, someId).replace("*", "x"),
    );
}

/** A form post as a browser sends it, with the headers given. */
function post(pathname: string, headers: Record<string, string>, body = "intent=x") {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

describe("the web app's origin check", () => {
  let paths: string[];
  beforeAll(async () => {
    paths = await actionPaths();
  });

  it("finds the actions of the built app, the session's form targets among them", () => {
    expect(paths).toEqual(
      expect.arrayContaining(["/login", "/logout", "/switch-tenant", "/preferences"]),
    );
    expect(paths).toContain(`/admin/master-data/${someId}`);
  });

  it("refuses a post from another site to every action, as a page and as single fetch", async () => {
    for (const pathname of paths) {
      const dataPath = pathname === "/" ? "/_.data" : `${pathname}.data`;
      for (const target of [pathname, dataPath]) {
        const response = await post(target, { origin: evil });
        expect({ target, status: response.status }).toEqual({ target, status: 403 });
        expect(response.headers.getSetCookie()).toEqual([]);
        await response.body?.cancel();
      }
    }
  });

  it("refuses a post without Origin that the browser marks cross-site, or a foreign Referer", async () => {
    for (const pathname of ["/logout", "/switch-tenant", "/preferences", "/login"]) {
      const crossSite = await post(pathname, { "sec-fetch-site": "cross-site" });
      expect(crossSite.status).toBe(403);
      const foreignReferer = await post(pathname, { referer: `${evil}/page` });
      expect(foreignReferer.status).toBe(403);
    }
  });

  it("keeps same-origin posts working (the preferences form, without JavaScript)", async () => {
    const body = "intent=language&value=nl&redirectTo=%2Flogin";
    const browsers: Record<string, string>[] = [
      { origin: server.url },
      { "sec-fetch-site": "same-origin" },
      { referer: `${server.url}/login` },
      {},
    ];
    for (const headers of browsers) {
      const response = await post("/preferences", headers, body);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/login");
      expect(response.headers.getSetCookie().join()).toContain("lng=");
    }
  });
});

describe("redirect targets chosen by the request", () => {
  it("never sends the browser to another host", async () => {
    for (const redirectTo of ["/.//evil.example", "//evil.example", "/\\evil.example"]) {
      const response = await post(
        "/preferences",
        { origin: server.url },
        new URLSearchParams({ intent: "theme", value: "dark", redirectTo }).toString(),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
    }
  });

  it("falls back for an over-long redirectTo instead of failing", async () => {
    const redirectTo = `/${"a".repeat(maxRedirectLength * 4)}`;
    const preference = await post(
      "/preferences",
      { origin: server.url },
      new URLSearchParams({ intent: "theme", value: "dark", redirectTo }).toString(),
    );
    expect(preference.headers.get("location")).toBe("/");

    // Kept, the page to return to would not fit the session cookie: the sign-in would fail (500).
    for (const tooLong of [redirectTo, `/${"€".repeat(1000)}`]) {
      const signIn = await post(
        "/login",
        { origin: server.url },
        new URLSearchParams({ redirectTo: tooLong }).toString(),
      );
      expect(signIn.status).toBe(302);
      expect(signIn.headers.get("location")).toContain("/oauth/auth?");
      expect(signIn.headers.getSetCookie().join()).not.toContain("fennec-session=");
    }

    const page = await fetch(`${server.url}/login?redirectTo=${redirectTo}`);
    expect(page.status).toBe(200);
    await page.body?.cancel();
  });

  it("sends a signed-out client navigation to sign in and back to the page, not to its data", async () => {
    // React Router 8 hands loaders and middleware the raw request: "/to-process.data?_routes=…".
    const response = await fetch(`${server.url}/to-process.data?page=2&_routes=root`, {
      redirect: "manual",
    });
    // A single-fetch redirect: status 202, its target a string in the turbo-stream body.
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(body).toContain(
      JSON.stringify(`/login?${new URLSearchParams({ redirectTo: "/to-process?page=2" })}`),
    );
    expect(body).not.toContain(".data");
  });
});

/**
 * A form post declaring `declared` bytes of which only the first 64 KB are sent: an answer can
 * come only from a server that decided without waiting for the rest.
 */
function postDeclaring(pathname: string, declared: number) {
  return new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
    const request = http.request(
      `${server.url}${pathname}`,
      {
        method: "POST",
        headers: {
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(declared),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => {
          request.destroy();
          resolve({ status: response.statusCode, text });
        });
      },
    );
    request.on("error", reject);
    request.write(`redirectTo=${"a".repeat(64 * 1024)}`);
  });
}

describe("the web app's body limit", () => {
  it("answers a 60 MB anonymous POST /login with 413 before the body is even sent", async () => {
    const { status, text } = await postDeclaring("/login", 60 * 1024 * 1024);
    expect(status).toBe(413);
    expect(text).toContain("What you sent is too large: at most 1 MB is accepted here.");
  });

  it("stops reading a chunked body past the limit, with the message in the user's language", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(97));
        // Far beyond what the server may read; it stops the upload long before.
        if (sent >= 200 * 1024 * 1024) controller.close();
      },
    });
    const response = await fetch(`${server.url}/switch-tenant`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "accept-language": "nl", "content-type": "text/plain" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Wat je verstuurde is te groot");
    expect(sent).toBeLessThan(200 * 1024 * 1024);
  });

  it("tells a single-fetch form post (JavaScript on) that it was too large", async () => {
    const response = await post(
      "/login.data",
      { origin: server.url },
      `redirectTo=${"a".repeat(2 * 1024 * 1024)}`,
    );
    expect(response.status).toBe(413);
    // Encoded for the router in the browser, which shows the translated error screen.
    expect(response.headers.get("content-type")).toContain("text/x-script");
    expect(await response.text()).toContain("What you sent is too large");
  });

  it("lets the upload pages take more than an ordinary form", async () => {
    const { status } = await postDeclaring("/to-process", 20 * 1024 * 1024);
    // Anonymous: the page's guard answers (a redirect to sign in), not the body limit.
    expect(status).toBe(302);
    expect((await postDeclaring("/to-process", 200 * 1024 * 1024)).status).toBe(413);
  });
});
