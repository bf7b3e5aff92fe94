import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type FennecProcess, runCli, startFennecProcess } from "../../setup/fennec-process.ts";
import {
  type Envelope,
  type EnvelopeItem,
  itemJson,
  type StandInSentry,
  startStandInSentry,
} from "../../setup/stand-in-sentry.ts";
import { signIn } from "../support/sign-in.ts";
import { switchTenant } from "../support/tenant.ts";

/**
 * Error reporting in the browser (spec sections 8, 9). It is on only in staging and production
 * with a DSN, which would change every other test of the run: this file starts a Fennec of its
 * own, FENNEC_ENV=staging and a DSN pointing at a stand-in ingest on loopback, and checks the
 * shared e2e server (error reporting off) loads nothing for it.
 */
const person = {
  email: "jan.peeters@klant.example",
  password: "error-reporting-password",
  name: "Demo Administrator",
  tenantName: "Demo Wholesale",
};

/** A second tenant of the same person, to switch to. */
const otherTenant = { key: "noord", name: "Noord Wholesale" };

let ingest: StandInSentry;
let fennec: FennecProcess;
let dataDir = "";

test.describe("with error reporting on (staging)", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ingest = await startStandInSentry();
    dataDir = await mkdtemp(path.join(tmpdir(), "fennec-e2e-sentry-"));
    fennec = await startFennecProcess({
      DATA_DIR: dataDir,
      FENNEC_ENV: "staging",
      SENTRY_DSN: ingest.dsn,
      FENNEC_ADMIN_EMAIL: person.email,
      FENNEC_ADMIN_PASSWORD: person.password,
      LOG_LEVEL: "warn",
    });
    // Through the operations CLI, on the running Fennec's database.
    for (const args of [
      ["tenant:create", "--key", otherTenant.key, "--name", otherTenant.name],
      [
        "user:add-to-tenant",
        "--email",
        person.email,
        "--tenant",
        otherTenant.key,
        "--role",
        "administrator",
      ],
    ]) {
      const result = await runCli(args, { DATA_DIR: dataDir, LOG_LEVEL: "warn" });
      if (result.code !== 0) throw new Error(`${args.join(" ")}: ${result.stderr}`);
    }
  });

  test.afterAll(async () => {
    await fennec?.stop();
    await ingest?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test("a window error and an unhandled rejection reach the ingest, tagged, with nothing personal", async ({
    page,
  }) => {
    const tenantAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/resources/current-tenant",
    );
    await signIn(page, person, { startAt: `${fennec.url}/login` });
    // The page shows who is signed in and where: none of it may leave with a report.
    await expect(page.getByText(person.tenantName).first()).toBeAttached();
    expect((await tenantAnswer).status()).toBe(200);

    const csp = (await page.request.get(fennec.url)).headers()["content-security-policy"] ?? "";
    expect(csp).toContain(`connect-src 'self' ${ingest.origin}`);
    expect(csp).toContain("worker-src 'self' blob:");

    // The tenant tag is set once the current tenant is known; then the page fails twice.
    await expect.poll(() => tenantTag(page)).toBe("demo");
    // From a microtask, which the SDK does not wrap: only its global handlers can catch them.
    await page.evaluate(() => {
      queueMicrotask(() => {
        throw new Error("Window error from the e2e test");
      });
      queueMicrotask(() => {
        void Promise.reject(new Error("Unhandled rejection from the e2e test"));
      });
    });

    for (const [message, handler] of [
      ["Window error from the e2e test", "auto.browser.global_handlers.onerror"],
      [
        "Unhandled rejection from the e2e test",
        "auto.browser.global_handlers.onunhandledrejection",
      ],
    ]) {
      // By the event's own exception: a later event's breadcrumbs name the earlier error too.
      const { item, envelope } = await ingest.waitForItem(
        (candidate) =>
          candidate.header.type === "event" && exceptionOf(candidate)?.value === message,
      );
      const event = itemJson<{
        release: string;
        environment: string;
        tags: Record<string, string>;
        exception: { values: { mechanism: { type: string } }[] };
      }>(item);
      expect(event.exception.values[0]?.mechanism.type).toBe(handler);
      expect(event.release).toMatch(/^fennec-fox@\d+\.\d+\.\d+/);
      expect(event.environment).toBe("staging");
      expect(event.tags.tenant).toBe("demo");
      expect(envelope.header.trace?.sample_rate).toBe("0.1");
      expectNothingPersonal(envelope);
    }

    // Replay on error (100%): the recording of the page, masked, reaches the ingest too.
    const { envelope: replay } = await ingest.waitForItem(
      (candidate: EnvelopeItem) => candidate.header.type === "replay_recording",
    );
    // A full DOM snapshot (rrweb type 2), read: the page was recorded, with its text masked.
    expect(replay.text).toContain('"type":2');
    expectNothingPersonal(replay);
    for (const envelope of ingest.envelopes) expectNothingPersonal(envelope);
  });

  test("a current tenant that cannot be fetched is reported as fetch_failed, one without data as no_data", async ({
    page,
  }) => {
    await signIn(page, person, { startAt: `${fennec.url}/login` });
    // The landing page's own fetch first, so that only the reloaded page's calls are counted.
    await expect.poll(() => tenantTag(page), { timeout: 30_000 }).toBe("demo");
    let calls = 0;
    await page.route("**/resources/current-tenant", (route) => {
      calls += 1;
      return route.abort("failed");
    });
    await page.reload();
    await tenantFetchReport("fetch_failed");
    // Once, and once more after 500 ms (spec section 7).
    expect(calls).toBe(2);

    await page.unroute("**/resources/current-tenant");
    await page.route("**/resources/current-tenant", (route) => route.fulfill({ json: {} }));
    await page.reload();
    await tenantFetchReport("no_data");
  });

  test("after a tenant switch without a page load, a report carries the new tenant's key", async ({
    page,
  }) => {
    await signIn(page, person, { startAt: `${fennec.url}/login` });
    await expect.poll(() => tenantTag(page), { timeout: 30_000 }).toBe("demo");
    // A marker in the window: it survives a client navigation, not a page load.
    await page.evaluate(() => {
      (window as { pageLoadMarker?: boolean }).pageLoadMarker = true;
    });

    await switchTenant(page, otherTenant.name);
    await expect.poll(() => tenantTag(page)).toBe(otherTenant.key);
    expect(await page.evaluate(() => (window as { pageLoadMarker?: boolean }).pageLoadMarker)).toBe(
      true,
    );
    await page.evaluate(() => {
      queueMicrotask(() => {
        throw new Error("Window error after the tenant switch");
      });
    });

    const { item, envelope } = await ingest.waitForItem(
      (candidate) =>
        candidate.header.type === "event" &&
        exceptionOf(candidate)?.value === "Window error after the tenant switch",
    );
    expect(itemJson<{ tags: Record<string, string> }>(item).tags.tenant).toBe(otherTenant.key);
    expectNothingPersonal(envelope);
  });

  test("a page whose translations cannot be fetched reports it", async ({ page }) => {
    await page.route("**/locales/**", (route) => route.abort("failed"));
    await page.goto(`${fennec.url}/login`);
    const { envelope } = await ingest.waitForItem(
      (candidate) =>
        candidate.header.type === "event" &&
        candidate.payload.includes("Translations could not be loaded: en/common"),
    );
    // The page stays as the server rendered it.
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to Fennec" })).toBeVisible();
    expectNothingPersonal(envelope);
  });
});

async function tenantFetchReport(tag: "fetch_failed" | "no_data") {
  const { item, envelope } = await ingest.waitForItem(
    (candidate) =>
      candidate.header.type === "event" &&
      itemJson<{ tags?: Record<string, string> }>(candidate).tags?.tenant_fetch === tag,
  );
  expect(itemJson<{ environment: string }>(item).environment).toBe("staging");
  expectNothingPersonal(envelope);
}

/** An event's first exception, as the SDK sent it. */
function exceptionOf(item: EnvelopeItem) {
  return itemJson<{ exception?: { values?: { value?: string }[] } }>(item).exception?.values?.[0];
}

/** The tenant tag on Sentry's scopes in the page (read from the SDK's global), if any. */
function tenantTag(page: Page) {
  return page.evaluate(() => {
    type Scope = { _tags?: Record<string, string | undefined> };
    const carrier = (globalThis as { __SENTRY__?: Record<string, unknown> }).__SENTRY__ ?? {};
    for (const entry of Object.values(carrier)) {
      const scopes = entry as { defaultIsolationScope?: Scope; defaultCurrentScope?: Scope } | null;
      const tag =
        scopes?.defaultIsolationScope?._tags?.tenant ?? scopes?.defaultCurrentScope?._tags?.tenant;
      if (tag) return tag;
    }
    return null;
  });
}

function expectNothingPersonal(envelope: Envelope) {
  for (const value of [
    person.email,
    encodeURIComponent(person.email),
    "jan.peeters",
    person.name,
    person.tenantName,
    otherTenant.name,
    person.password,
  ]) {
    expect(envelope.text).not.toContain(value);
  }
}

test.describe("with error reporting off (the shared e2e server)", () => {
  test("loads no Sentry code, renders no settings and allows no ingest", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await signIn(page);
    await expect(page.locator("#fennec-error-reporting")).toHaveCount(0);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("Window error without error reporting");
      });
    });
    await page.reload({ waitUntil: "networkidle" });
    // A tenant switch (a client navigation) loads nothing for it either.
    await switchTenant(page, "Zuid Wholesale");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((url) => /sentry|envelope/i.test(url))).toEqual([]);
    expect(requested.filter((url) => url.includes("/resources/current-tenant"))).toEqual([]);
    const csp = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("worker-src");
  });
});
