import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type FennecProcess, startFennecProcess } from "../../setup/fennec-process.ts";
import {
  type Envelope,
  type EnvelopeItem,
  itemJson,
  type StandInSentry,
  startStandInSentry,
} from "../../setup/stand-in-sentry.ts";
import { signIn } from "../support/sign-in.ts";

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
    await expect.poll(() => tenantTagSet(page)).toBe(true);
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
      const { item, envelope } = await ingest.waitForItem(
        (candidate) =>
          candidate.header.type === "event" && candidate.payload.includes(message ?? ""),
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
    await expect.poll(() => tenantTagSet(page), { timeout: 30_000 }).toBe(true);
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

/** Whether Sentry's scope in the page carries the tenant tag (read from the SDK's global). */
function tenantTagSet(page: Page) {
  return page.evaluate(() => {
    type Scope = { _tags?: Record<string, string> };
    const carrier = (globalThis as { __SENTRY__?: Record<string, unknown> }).__SENTRY__ ?? {};
    return Object.values(carrier).some((entry) => {
      const scopes = entry as { defaultIsolationScope?: Scope; defaultCurrentScope?: Scope } | null;
      return (
        scopes?.defaultIsolationScope?._tags?.tenant === "demo" ||
        scopes?.defaultCurrentScope?._tags?.tenant === "demo"
      );
    });
  });
}

function expectNothingPersonal(envelope: Envelope) {
  for (const value of [
    person.email,
    encodeURIComponent(person.email),
    "jan.peeters",
    person.name,
    person.tenantName,
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
    expect(requested.filter((url) => /sentry|envelope/i.test(url))).toEqual([]);
    expect(requested.filter((url) => url.includes("/resources/current-tenant"))).toEqual([]);
    const csp = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("worker-src");
  });
});
