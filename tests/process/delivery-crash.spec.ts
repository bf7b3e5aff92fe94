import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCustomers, demoProducts } from "../../server/modules/assets/demo-catalogue.ts";
import {
  type StandInMynuma,
  startStandInMynuma,
} from "../../server/modules/connectivity/integrations/mynuma/stand-in-mynuma-server.ts";
import { type FennecProcess, freePort, startFennecProcess } from "../setup/fennec-process.ts";
import { callApi, signInWithPkce } from "../setup/oauth-sign-in.ts";

/**
 * Exactly once from the ERP's point of view (decision 027): Fennec is killed (SIGKILL, no
 * clean-up) while mynuma holds back its answers to orders it already made. After a restart every
 * validated order reaches `submitted`, and mynuma, outside the killed process, counts exactly one
 * order per validated order.
 */
const ORDERS = 12;
const ADMIN = { email: "admin@demo.fennec.test", password: "delivery-crash-password" };

describe("delivery when the process is killed", { timeout: 240_000 }, () => {
  let dataDir: string;
  let running: FennecProcess | undefined;
  let standIn: StandInMynuma;
  let token = "";
  let port = 0;
  const stamp = Date.now();

  const start = async () => {
    running = await startFennecProcess({
      DATA_DIR: dataDir,
      // the same address after the restart: it is the sign-in's issuer
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      FENNEC_ADMIN_PASSWORD: ADMIN.password,
      DELIVERY_REQUEST_TIMEOUT_MS: "3000",
      DELIVERY_RETRY_BASE_SECONDS: "1",
      DELIVERY_STATUS_POLL_SECONDS: "3600",
      JOB_MAINTENANCE_SECONDS: "1",
    });
    token = (await signInWithPkce(running.url, ADMIN.email, ADMIN.password)).tokens.access_token;
  };
  const api = (route: string, method = "GET", body?: object) =>
    callApi(running?.url as string, token, `/api${route}`, {
      method,
      body: body ? JSON.stringify(body) : undefined,
    });

  /** What Fennec's database says, read straight from it (it outlives the killed process). */
  async function query<Row extends pg.QueryResultRow>(text: string): Promise<Row[]> {
    const pid = (await readFile(path.join(dataDir, "pg", "postmaster.pid"), "utf8")).split("\n");
    const password = (await readFile(path.join(dataDir, "pg-owner-password"), "utf8")).trim();
    const client = new pg.Client({
      host: "127.0.0.1",
      port: Number(pid[3]),
      user: "postgres",
      password,
      database: "fennec",
    });
    await client.connect();
    try {
      return (await client.query<Row>(text)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fennec-delivery-crash-"));
    port = await freePort();
    standIn = await startStandInMynuma({
      apiKey: "mynuma-crash-key",
      customers: demoCustomers().map((customer) => customer.customer_number),
      products: demoProducts().map((product) => product.sku),
      confirmAfterMs: 3_600_000,
    });
  });
  afterAll(async () => {
    await running?.stop("SIGTERM");
    await standIn?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("never makes a second ERP order for an order whose answer was lost", async () => {
    await start();
    const created = await api("/connectivity/integrations", "POST", {
      name: "mynuma",
      erp_type: "mynuma",
      settings: { base_url: standIn.url, api_key: "mynuma-crash-key" },
    });
    expect(created.status).toBe(201);
    const channel = await api("/connectivity/channels", "POST", { kind: "upload", name: "Up" });
    const channelId = (await channel.json()).data.id;

    const customer = demoCustomers()[0];
    const products = demoProducts();
    for (let n = 0; n < ORDERS; n++) {
      const form = new FormData();
      const eml = [
        `From: Inkoop <${customer?.contact_emails[0]}>`,
        "To: orders@demo.fennec.test",
        `Subject: Bestelling ${stamp}-${n}`,
        `Message-ID: <${stamp}.${n}@crash.test>`,
        "Date: Mon, 23 Nov 2026 09:00:00 +0100",
        "Content-Type: text/plain; charset=utf-8",
        "",
        `Graag ${n + 1} x ${products[n]?.sku}`,
        "",
      ].join("\r\n");
      form.set("file", new Blob([eml]), "order.eml");
      const uploaded = await fetch(
        `${running?.url}/api/connectivity/channels/${channelId}/messages`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
          body: form,
        },
      );
      expect(uploaded.status).toBeLessThan(300);
    }
    const listed = (await (await api("/orders/order-inquiries?per_page=100")).json())
      .data as Array<{
      id: string;
    }>;
    expect(listed).toHaveLength(ORDERS);
    const ids = listed.map((inquiry) => inquiry.id);
    await api("/orders/order-inquiries/process", "POST", { orderInquiryIds: ids });
    const ready = async () => {
      for (;;) {
        const orders = await Promise.all(
          ids.map(async (id) => (await (await api(`/orders/order-inquiries/${id}`)).json()).data),
        );
        if (orders.every((order) => order.status === "pending_validation")) return orders;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    // mynuma now stores each order at once but answers a second later
    standIn.configure({ delayMs: 1_000 });
    for (const [n, order] of (await ready()).entries()) {
      const response = await api(`/orders/order-inquiries/${order.id}/order`, "PUT", {
        version: order.version,
        action: "validate",
        order: {
          customer_number: customer?.customer_number,
          order_reference: `PO-${stamp}-${n}`,
          lines: [{ product_code: products[n]?.sku, quantity: String(n + 1), unit: null }],
        },
      });
      expect(response.status).toBe(200);
    }
    while (standIn.orders().length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    await running?.stop("SIGKILL");
    running = undefined;

    // mynuma made orders whose answers Fennec never recorded
    const [{ submitted } = { submitted: 0 }] = await query<{ submitted: number }>(
      "select count(*)::int as submitted from order_deliveries where status = 'submitted'",
    );
    expect(standIn.orders().length).toBeGreaterThan(submitted);

    standIn.configure({ delayMs: 0 });
    await start();
    const deadline = Date.now() + 150_000;
    for (;;) {
      const [{ left } = { left: ORDERS }] = await query<{ left: number }>(
        "select count(*)::int as left from order_inquiries where status <> 'submitted'",
      );
      if (left === 0) break;
      if (Date.now() > deadline) throw new Error(`${left} orders were not submitted`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const erpOrders = standIn.orders();
    expect(erpOrders).toHaveLength(ORDERS);
    const inquiries = await query<{ id: string; erp_order_number: string }>(
      "select id, erp_order_number from order_inquiries",
    );
    for (const inquiry of inquiries) {
      const made = erpOrders.filter((order) => order.idempotencyKey.startsWith(inquiry.id));
      expect(made).toHaveLength(1);
      expect(made[0]?.orderNumber).toBe(inquiry.erp_order_number);
    }
  });
});
