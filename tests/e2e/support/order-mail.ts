import { type APIRequestContext, expect } from "@playwright/test";
import nodemailer, { type SendMailOptions } from "nodemailer";

// Fennec's SMTP listener of the e2e server (tests/playwright.config.ts).
const smtpPort = Number(process.env.E2E_PORT ?? 3100) + 1000;

/** Delivers a message to Fennec's SMTP listener, as a customer's mail server would. */
export async function deliver(message: SendMailOptions) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    const info = await transport.sendMail(message);
    expect(info.rejected).toEqual([]);
  } finally {
    transport.close();
  }
}

/** API calls in one tenant (headers from support/tenant.ts). */
export type TenantApi = { request: APIRequestContext; headers: Record<string, string> };

/** Adds an entry to one of the tenant's reference data types (every tenant has Customers and Products). */
export async function addEntry(
  { request, headers }: TenantApi,
  typeKey: "customers" | "products",
  values: Record<string, unknown>,
) {
  const types: { data: { id: string; key: string }[] } = await (
    await request.get("/api/dynamic-assets/asset-types", { headers })
  ).json();
  const type = types.data.find((candidate) => candidate.key === typeKey);
  if (!type) throw new Error(`The tenant has no ${typeKey}`);
  const created = await request.post(`/api/dynamic-assets/asset-types/${type.id}/entries`, {
    headers,
    data: { values, links: {} },
  });
  expect(created.status()).toBe(201);
}
