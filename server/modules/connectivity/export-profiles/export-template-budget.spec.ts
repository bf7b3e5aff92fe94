import path from "node:path";
import { performance } from "node:perf_hooks";
import nodemailer from "nodemailer";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { createSecretBox } from "../../../security/secret-box.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createUser } from "../../identity/create-user.ts";
import { receiveAndProcess } from "../../orders/inquiries/receive-and-process.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { createChannel } from "../channels/channels-service.ts";
import { sharedTemplateRenderPool } from "./export-renderer.ts";
import { templateTurn } from "./export-template-turn.ts";

/**
 * Hostile export templates (issue 39, item 1; decision 061): a tenant's administrator previews
 * templates made to hold the CPU or fill the memory, several tenants at once, while the same
 * process (and event loop) answers /healthz and takes another tenant's e-mail by SMTP.
 */
const ENCRYPTION_KEY = "export-template-budget-spec-key-0f3a9";
const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer({ ENCRYPTION_KEY });
const stamp = Date.now();
const password = "export-template-budget-password";
const BASE = "/api/connectivity/profiles/export";

/** Each made to hurt a renderer on the event loop; each answered with what it ran into. */
const HOSTILE = {
  "a range loop of 40 million": {
    template: "{% for i in (1..40000000) %}{{ i }}{% endfor %}",
    codes: ["range-too-large"],
  },
  "a range of 19 million kept": {
    template: "{% assign r = (1..19000000) %}{{ r | size }}",
    codes: ["range-too-large"],
  },
  "three nested loops": {
    template:
      "{% for a in (1..90000) %}{% for b in (1..90000) %}{% for c in (1..90000) %}{% if c == 0 %}x{% endif %}{% endfor %}{% endfor %}{% endfor %}",
    codes: ["too-slow"],
  },
  // which limit it meets first depends on the machine's speed: either is the right answer
  "output written ten billion times": {
    template:
      "{% for a in (1..100000) %}{% for b in (1..100000) %}{{ a }}{{ b }}{% endfor %}{% endfor %}",
    codes: ["too-slow", "too-much-memory"],
  },
  "a string doubled by capture": {
    template:
      '{% assign s = "xxxxxxxxxx" %}{% for i in (1..25) %}{% capture s %}{{ s }}{{ s }}{% endcapture %}{% endfor %}{{ s | replace: "", "y" }}',
    codes: ["too-much-memory"],
  },
  "a string doubled by append": {
    template:
      '{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}',
    codes: ["too-much-memory"],
  },
} as const;
type Case = keyof typeof HOSTILE;

type Admin = { tenantId: string; token: string; profileId: string; orderId: string };
const admins: Record<string, Admin> = {};
const smtpAddress = `orders-budget-${stamp}@in.fennec.test`;
let smtpTenant: string;

const preview = (admin: Admin, template: string) =>
  callApi(server.url, admin.token, `${BASE}/${admin.profileId}/preview`, {
    method: "POST",
    body: JSON.stringify({
      template: { template, file_name_template: "{{ order.order_id }}.csv" },
      order_id: admin.orderId,
    }),
  });

/** A tenant with an administrator, an export profile and an order read from an e-mail. */
async function tenantWithOrder(key: string): Promise<Admin> {
  const tenant = await createTenant(appPool, { key: `budget-${key}-${stamp}`, name: key });
  const email = `admin-${key}-${stamp}@budget.test`;
  await createUser(appPool, { email, password, tenantKey: tenant.key, role: "administrator" });
  const token = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
  for (const type of ["customers", "products"] as const)
    await importFileIntoType(appPool, tenant.id, type, path.join(catalog, `${type}.csv`));
  const raw = Buffer.from(
    `From: Ruben <ruben@elektrovandenberg.nl>\r\nTo: orders@technigro.nl\r\nSubject: Bestelling ${key}\r\nMessage-ID: <${key}-${stamp}@budget.test>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nGraag leveren:\r\n10 x HB-M6x20-ZN\r\n\r\nOnze ordernummer: ${key}\r\n`,
  );
  const { inquiryId } = await receiveAndProcess(appPool, tenant.id, raw);
  const created = await callApi(server.url, token, BASE, {
    method: "POST",
    body: JSON.stringify({ name: "ERP", kind: "api", api: { url: "https://erp.example/in" } }),
  });
  expect(created.status).toBe(201);
  return {
    tenantId: tenant.id,
    token,
    profileId: (await created.json()).data.id,
    orderId: inquiryId,
  };
}

beforeAll(async () => {
  const keys = [...Object.keys(HOSTILE).map((_, index) => `hostile${index}`), "calm"];
  for (const key of keys) admins[key] = await tenantWithOrder(key);
  const tenant = await createTenant(appPool, { key: `budget-smtp-${stamp}`, name: "Mail BV" });
  smtpTenant = tenant.id;
  await createChannel(appPool, createSecretBox(ENCRYPTION_KEY), tenant.id, {
    kind: "smtp",
    name: "Orders",
    active: true,
    settings: { address: smtpAddress },
  });
}, 120_000);

/** /healthz asked again and again until `until` settles: the slowest answer, and each status. */
async function healthWhile(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const statuses = new Set<number>();
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${server.url}/healthz`);
    await response.body?.cancel();
    slowest = Math.max(slowest, performance.now() - started);
    statuses.add(response.status);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { slowest, statuses: [...statuses] };
}

async function sendMail(subject: string) {
  const started = performance.now();
  const info = await nodemailer
    .createTransport({
      host: "127.0.0.1",
      port: server.fennec?.smtpPort as number,
      secure: false,
      ignoreTLS: true,
    })
    .sendMail({ from: "inkoop@klant.test", to: smtpAddress, subject, text: "Graag 10 x H-200" });
  return { response: info.response, ms: performance.now() - started };
}

/** Every hostile template previewed at once, each by another tenant's administrator. */
async function hostileRound(round: number) {
  const cases = Object.keys(HOSTILE) as Case[];
  const previews = Promise.all(
    cases.map(async (name, index) => {
      const response = await preview(admins[`hostile${index}`] as Admin, HOSTILE[name].template);
      return { name, status: response.status, body: await response.json() };
    }),
  );
  // the other tenant's e-mail arrives while the previews run
  const mail = new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
    sendMail(`During round ${round} ${stamp}`),
  );
  const [answers, health, sent] = await Promise.all([previews, healthWhile(previews), mail]);
  return { answers, health, sent };
}

describe("hostile export template previews", { timeout: 180_000 }, () => {
  it("answer with a template error each, while /healthz and another tenant's SMTP are served, and memory stays flat", async () => {
    const calm = admins.calm as Admin;
    const normal = await preview(calm, "{{ order.order_id }};{{ order.lines.size }}\n");
    expect((await normal.json()).data).toMatchObject({
      error: null,
      content: `${calm.orderId};1\n`,
    });
    const before = process.memoryUsage().rss;

    const rss: number[] = [];
    for (const round of [1, 2, 3]) {
      const { answers, health, sent } = await hostileRound(round);
      for (const answer of answers) {
        expect({ name: answer.name, status: answer.status }).toEqual({
          name: answer.name,
          status: 200,
        });
        const error = answer.body.data.error;
        expect({ name: answer.name, field: error?.field }).toEqual({
          name: answer.name,
          field: "template",
        });
        expect(HOSTILE[answer.name].codes).toContain(error.code);
      }
      // Before the fix /healthz waited up to 7.8 s and the e-mail 16 s: far from these bounds.
      expect(health.statuses).toEqual([200]);
      expect(health.slowest).toBeLessThan(1_000);
      expect(sent.response).toMatch(/^250 /);
      expect(sent.ms).toBeLessThan(5_000);
      rss.push(process.memoryUsage().rss);
    }
    const { rows } = await ownerPool.query(
      "select count(*)::int as n from inbound_messages where tenant_id = $1",
      [smtpTenant],
    );
    expect(rows[0].n).toBe(3);

    // Rounds two and three hold no more than round one did: nothing of a stopped render stays.
    const [first, , third] = rss as [number, number, number];
    expect(third - first).toBeLessThan(150 * 1024 * 1024);
    expect(third - before).toBeLessThan(400 * 1024 * 1024);

    // The stopped workers were replaced, and none is kept beyond the pool's two.
    expect(sharedTemplateRenderPool().workers).toBeLessThanOrEqual(2);
    // an ordinary preview renders as before
    const after = await preview(calm, "{{ order.order_id }};{{ order.lines.size }}\n");
    expect((await after.json()).data).toMatchObject({
      error: null,
      content: `${calm.orderId};1\n`,
    });
  });
});

describe("previews of one tenant", { timeout: 60_000 }, () => {
  it("run one at a time: a second waits for the first, and is refused with 429 if it lasts", async () => {
    const calm = admins.calm as Admin;
    const other = admins.hostile0 as Admin;
    // a preview of the tenant under way, held for as long as the spec likes
    const done = await templateTurn(calm.tenantId);
    try {
      const refused = await preview(calm, "{{ order.order_id }}");
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toMatchObject({
        code: "too_many_requests",
        details: { code: "templates-busy" },
      });
      // another tenant's administrator is not held up
      const elsewhere = await preview(other, "{{ order.order_id }}");
      expect((await elsewhere.json()).data).toMatchObject({ error: null, content: other.orderId });
      // a save of the tenant's template waits its turn like a preview
      const saving = callApi(server.url, calm.token, `${BASE}/${calm.profileId}/update/template`, {
        method: "PUT",
        body: JSON.stringify({
          format: "csv",
          template: "{{ order.order_id }}",
          file_name_template: "{{ order.order_id }}.csv",
          encoding: "UTF-8",
        }),
      });
      const waiting = preview(calm, "{{ order.order_id }};");
      setTimeout(done, 300);
      expect((await saving).status).toBe(200);
      expect((await (await waiting).json()).data).toMatchObject({
        error: null,
        content: `${calm.orderId};`,
      });
    } finally {
      done();
    }
  });
});
