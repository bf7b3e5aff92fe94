import { createHmac } from "node:crypto";
import { type ConsoleMessage, expect, type Page, test } from "@playwright/test";
import { type FennecProcess, startFennecProcess } from "../../setup/fennec-process";
import { expectHeaderFits } from "../support/header-layout";
import { admin, signIn, signInAndLand, startSignedIn } from "../support/sign-in";
import { switchTenant } from "../support/tenant";

// The chat (Intercom) and the usage analytics (an Umami-compatible script) are third parties we
// cannot run: their script addresses point at loopback ports nothing listens on, and each test
// answers them with a recording stand-in (page.route). They are configured on a second server of
// this file's own, so the shared e2e server shows what happens with nothing configured.
const port = Number(process.env.E2E_PORT ?? 3100) + 5;
const chatScript = `http://127.0.0.1:${port + 2}/widget/e2e-app`;
const analyticsOrigin = `http://127.0.0.1:${port + 3}`;
const analyticsScript = `${analyticsOrigin}/script.js`;
/** Intercom's identity verification secret: the page gets the user's hash, never this. */
const identitySecret = "e2e-intercom-identity-secret";
const userHash = (userId: string) =>
  createHmac("sha256", identitySecret).update(userId).digest("hex");

/** Intercom's Messenger as far as Fennec uses it: every call recorded, `boot` may throw. */
const intercomStandIn = (throwOnBoot: boolean) => `
  window.__intercomCalls = [];
  window.__intercomScriptHadNonce = Boolean(document.currentScript && document.currentScript.nonce);
  window.Intercom = function (command, data) {
    window.__intercomCalls.push([command, data === undefined ? null : JSON.parse(JSON.stringify(data))]);
    if (command === "boot" && ${throwOnBoot}) throw new Error("the stand-in Messenger refuses to boot");
  };`;

/**
 * Umami's tracker as far as Fennec uses it: track(fn) gets the defaults the real one gathers
 * (the real URL, referrer and title among them) and sends what fn returns to /api/send.
 */
const umamiStandIn = `
  (() => {
    const script = document.currentScript;
    window.__analyticsScript = {
      websiteId: script.getAttribute("data-website-id"),
      autoTrack: script.getAttribute("data-auto-track"),
      hadNonce: Boolean(script.nonce),
    };
    window.umami = {
      track(payload) {
        const defaults = {
          website: script.getAttribute("data-website-id"),
          hostname: location.hostname,
          language: navigator.language,
          title: document.title,
          url: location.pathname + location.search,
          referrer: document.referrer,
        };
        const body = typeof payload === "function" ? payload(defaults) : defaults;
        fetch(new URL("/api/send", script.src), {
          method: "POST",
          headers: { "Content-Type": "text/plain" },
          body: JSON.stringify({ type: "event", payload: body }),
        });
      },
    };
  })();`;

type Recorded = { chatScriptRequests: number; pageViews: Record<string, unknown>[] };

/** Answers both third parties with their stand-ins, and records what the page asked of them. */
async function standIns(page: Page, options: { throwOnBoot?: boolean } = {}): Promise<Recorded> {
  const recorded: Recorded = { chatScriptRequests: 0, pageViews: [] };
  await page.route(chatScript, (route) => {
    recorded.chatScriptRequests++;
    return route.fulfill({
      contentType: "text/javascript",
      body: intercomStandIn(options.throwOnBoot ?? false),
    });
  });
  await page.route(analyticsScript, (route) =>
    route.fulfill({ contentType: "text/javascript", body: umamiStandIn }),
  );
  await page.route(`${analyticsOrigin}/api/send`, (route) => {
    recorded.pageViews.push(JSON.parse(route.request().postData() ?? "{}").payload);
    return route.fulfill({ status: 200, headers: { "Access-Control-Allow-Origin": "*" } });
  });
  return recorded;
}

const intercomCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __intercomCalls?: [string, unknown][] }).__intercomCalls ?? [],
  );

test.describe("with the chat and the usage analytics configured", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  let server: FennecProcess | undefined;
  test.beforeAll(async () => {
    // Its own database and demo data: starting takes a while on two busy cores.
    test.setTimeout(240_000);
    // The e2e server's data (tests/setup/e2e-server.ts) with the two settings on: on the shared
    // server they would reach every other test. Its SMTP listener sits 1000 ports up.
    server = await startFennecProcess(
      {
        PORT: String(port),
        SMTP_PORT: String(port + 1000),
        LOG_LEVEL: "warn",
        INTERCOM_APP_ID: "e2e-app",
        INTERCOM_SCRIPT_URL: chatScript,
        INTERCOM_IDENTITY_SECRET: identitySecret,
        ANALYTICS_SCRIPT_URL: analyticsScript,
        ANALYTICS_SITE_ID: "e2e-site",
      },
      { script: "tests/setup/e2e-server.ts", startupMs: 180_000 },
    );
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await server?.stop();
  });

  test("the chat knows the user and their tenant, opens from our button, and follows a tenant switch", async ({
    page,
  }) => {
    const recorded = await standIns(page);
    await signInAndLand(page);

    await expect
      .poll(() => intercomCalls(page))
      .toContainEqual([
        "boot",
        {
          app_id: "e2e-app",
          user_id: admin.email,
          user_hash: userHash(admin.email),
          name: "Demo Administrator",
          email: admin.email,
          company: { company_id: "demo", name: "demo" },
          hide_default_launcher: true,
        },
      ]);
    expect(await page.content()).not.toContain(identitySecret);
    expect(
      await page.evaluate(
        () => (window as { __intercomScriptHadNonce?: boolean }).__intercomScriptHadNonce,
      ),
    ).toBe(true);

    await page.getByRole("button", { name: "Chat with support" }).click();
    await expect.poll(() => intercomCalls(page)).toContainEqual(["show", null]);

    await switchTenant(page, "Zuid Wholesale");
    await expect
      .poll(() => intercomCalls(page))
      .toContainEqual([
        "update",
        expect.objectContaining({
          user_id: admin.email,
          company: { company_id: "zuid", name: "zuid" },
        }),
      ]);
    // From page to page in the app: the Messenger stays, its script is not asked for again.
    await page.getByRole("link", { name: "Archive" }).click();
    await expect(page).toHaveURL("/archive");
    await page.getByRole("button", { name: "Chat with support" }).click();
    await expect
      .poll(
        async () => (await intercomCalls(page)).filter(([command]) => command === "show").length,
      )
      .toBe(2);
    expect(recorded.chatScriptRequests).toBe(1);
    expect((await intercomCalls(page)).filter(([command]) => command === "boot")).toHaveLength(1);

    // Signing out ends the Messenger's session: the next person does not see these conversations.
    await page.getByRole("button", { name: "Account menu of Demo Administrator" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/login");
    await expect.poll(() => intercomCalls(page)).toContainEqual(["shutdown", null]);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the chat button fits in the header beside the others`, async ({
      page,
    }, testInfo) => {
      await standIns(page);
      await page.setViewportSize(viewport);
      await signInAndLand(page);
      const chat = page.getByRole("banner").getByRole("button", { name: "Chat with support" });
      await expect(chat).toBeVisible();
      expect(await expectHeaderFits(page)).toEqual([
        "Open sidebar",
        "Fennec",
        "Chat with support",
        "Display preferences",
        "Account menu of Demo Administrator",
      ]);
      await page.screenshot({ path: testInfo.outputPath("header-with-chat.png") });
      await chat.click();
      await expect.poll(() => intercomCalls(page)).toContainEqual(["show", null]);
    });
  }

  test("a chat that fails to set up is a warning, and the app goes on", async ({ page }) => {
    await standIns(page, { throwOnBoot: true });
    const warnings: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await signInAndLand(page);
    await expect
      .poll(() =>
        warnings.some((text) => text.includes("Failed to initialize Intercom with user data")),
      )
      .toBe(true);
    await page.getByRole("link", { name: "Archive" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Archive" })).toBeVisible();
  });

  test("page views are named by the route's pattern, never by ids, e-mail addresses or queries", async ({
    page,
  }) => {
    const recorded = await standIns(page);
    await signInAndLand(page);
    const orderId = "6f1c1a52-7d1e-4a57-9a43-1f0f4b7cf1a2";
    await page.goto(`/validate/${orderId}?customer=jan%40klant.test`);
    await page.getByRole("link", { name: "Archive" }).click();
    await expect(page).toHaveURL("/archive");

    await expect
      .poll(() => recorded.pageViews.map((view) => view.url))
      .toEqual(expect.arrayContaining(["/validate/:id", "/archive"]));
    expect(
      await page.evaluate(() => (window as { __analyticsScript?: unknown }).__analyticsScript),
    ).toEqual({
      websiteId: "e2e-site",
      autoTrack: "false",
      hadNonce: true,
    });
    const sent = JSON.stringify(recorded.pageViews);
    for (const secret of [orderId, "klant.test", "%40", "@", admin.email, "Wholesale"]) {
      expect(sent).not.toContain(secret);
    }
  });

  test("without JavaScript nothing is loaded and there is no chat button", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: `http://127.0.0.1:${port}`,
      locale: "en-GB",
    });
    try {
      const page = await context.newPage();
      const thirdParty: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(`http://127.0.0.1:${port}/`)) thirdParty.push(request.url());
      });
      await signIn(page);
      await page.goto("/archive");
      await expect(page.getByRole("heading", { level: 1, name: "Archive" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Chat with support" })).toHaveCount(0);
      expect(thirdParty).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test("nothing is loaded and no chat is offered when neither is configured", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await startSignedIn(page);
  await page.getByRole("link", { name: "Archive" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Archive" })).toBeVisible();

  await expect(page.getByRole("button", { name: "Chat with support" })).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  expect(
    await page.evaluate(() => ({
      intercom: typeof (window as { Intercom?: unknown }).Intercom,
      umami: typeof (window as { umami?: unknown }).umami,
    })),
  ).toEqual({ intercom: "undefined", umami: "undefined" });
});
