import { randomUUID } from "node:crypto";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { startTestServer } from "../../tests/setup/test-server.ts";
import { APP_ROLE } from "../db/database.ts";
import { createLogger } from "../logging/logger.ts";
import { createApiClient } from "../modules/connectivity/api-clients/api-clients-service.ts";
import { createTenant } from "../modules/tenants/create-tenant.ts";

/**
 * The authorization server (oidc-provider) writes Node's response itself: what it answered is
 * what the access log and the request metrics say, and its refusals and failures are logged,
 * with the client but never a secret.
 */
const { appPool, ownerPool } = connectTestDatabase();
const TOKEN = "oauth-observed-spec-metrics-token";
const logLines: string[] = [];
const server = startTestServer(
  { METRICS_TOKEN: TOKEN },
  {
    logger: createLogger({
      level: "debug",
      pretty: false,
      destination: { write: (line: string) => void logLines.push(line) },
    }),
  },
);
let client = { client_id: "", client_secret: "" };

type LogLine = Record<string, unknown> & { level: number; msg: string; reqId?: string };

const linesOf = (requestId: string): LogLine[] =>
  logLines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === requestId);

/** Requests counted for the /oauth mount, by method and status class. */
async function counted(method: string, statusClass: string): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  const family = parsePrometheusTextFormat(await response.text()).find(
    (candidate) => candidate.name === "fennec_http_requests_total",
  );
  const sample = family?.metrics.find(
    (metric) =>
      metric.labels?.route === "/oauth/*" &&
      metric.labels?.method === method &&
      metric.labels?.status_class === statusClass,
  );
  return Number(sample?.value ?? 0);
}

/** A client-credentials token request with its secret in the form (client_secret_post). */
function tokenRequest(requestId: string, secret: string) {
  return fetch(`${server.url}/oauth/token`, {
    method: "POST",
    headers: { "x-request-id": requestId },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: client.client_id,
      client_secret: secret,
    }),
  });
}

beforeAll(async () => {
  const tenant = await createTenant(appPool, {
    key: `oauth-observed-${Date.now()}`,
    name: "Observed BV",
  });
  client = await createApiClient(appPool, tenant.id, {
    name: "Observed machine",
    expiration_date: null,
    scopes: ["read:reference_data"],
  });
});

describe("what the authorization server answered", () => {
  it("logs and counts a wrong client secret as 401, and warns with the client but not the secret", async () => {
    const requestId = `oauth-wrong-secret-${randomUUID()}`;
    const wrongSecret = `fennec_secret_not-the-right-one-${randomUUID()}`;
    const before = await counted("POST", "4xx");

    const response = await tokenRequest(requestId, wrongSecret);
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe("invalid_client");

    expect(await counted("POST", "4xx")).toBe(before + 1);
    const lines = linesOf(requestId);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: "request",
        method: "POST",
        path: "/oauth/token",
        status: 401,
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        clientId: client.client_id,
        error: "invalid_client",
      }),
    );
    const everything = logLines.join("\n");
    expect(everything).not.toContain(wrongSecret);
    expect(everything).not.toContain(client.client_secret);
  });

  it("logs and counts a failure of the authorization server as 500", async () => {
    const requestId = `oauth-server-error-${randomUUID()}`;
    const before = await counted("POST", "5xx");
    // The database refuses to store the token (as with a full disk or a wrong grant): the only
    // spec file on this worker's database runs now, and the right is given back at once.
    await ownerPool.query(`revoke insert on oauth_payloads from ${APP_ROLE}`);
    let status: number;
    try {
      status = (await tokenRequest(requestId, client.client_secret)).status;
    } finally {
      await ownerPool.query(`grant insert on oauth_payloads to ${APP_ROLE}`);
    }
    expect(status).toBe(500);

    expect(await counted("POST", "5xx")).toBe(before + 1);
    const lines = linesOf(requestId);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: "request failed", status: 500 }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        clientId: client.client_id,
        err: expect.objectContaining({ message: expect.stringContaining("permission denied") }),
      }),
    );
    expect(logLines.join("\n")).not.toContain(client.client_secret);
    // And the server works again.
    expect((await tokenRequest(randomUUID(), client.client_secret)).status).toBe(200);
  });
});
