import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import {
  authorize,
  CookieJar,
  callApi,
  signInWithPkce,
  WEB_CLIENT,
} from "../../tests/setup/oauth-sign-in.ts";
import { readMessageBody } from "../../tests/setup/read-message-body.ts";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { startTestServer } from "../../tests/setup/test-server.ts";
import { createUser } from "../modules/identity/create-user.ts";
import { createTenant } from "../modules/tenants/create-tenant.ts";

const { appPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const email = `admin-${stamp}@malformed.test`;
const password = "malformed-spec-password";
let token: string;
let entries: string;
let assetTypeId: string;

/** A request as an attacker would send it: any bytes, any content type. */
type Attempt = {
  method?: string;
  path: () => string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  signedIn?: boolean;
};

const jsonText = (value: unknown) => JSON.stringify(value);
const deep = (depth: number) => `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;

/** Each kind of malformed input, sent to a route where it reaches the database or a parser. */
const attempts: Record<string, Attempt> = {
  "a NUL in a JSON string": {
    method: "POST",
    path: () => "/api/dynamic-assets/asset-types",
    body: jsonText({ name: `With a NUL\u0000 ${stamp}` }),
  },
  "a NUL in a JSON string stored as jsonb": {
    method: "POST",
    path: () => entries,
    body: jsonText({ values: { name: "Bakkerij\u0000" } }),
  },
  "a NUL in a JSON key": {
    method: "POST",
    path: () => entries,
    body: jsonText({ values: { "na\u0000me": "Bakkerij" } }),
  },
  "a lone surrogate in a JSON string": {
    method: "POST",
    path: () => "/api/dynamic-assets/asset-types",
    body: jsonText({ name: `With a surrogate \uD800 ${stamp}` }),
  },
  "a lone surrogate in a JSON string stored as jsonb": {
    method: "POST",
    path: () => entries,
    body: jsonText({ values: { name: "Bakkerij \uDC00" } }),
  },
  "a NUL in the e-mail at sign-in, before anyone is signed in": {
    method: "POST",
    path: () => `/api/auth/interactions/${interactionUid}/login`,
    body: jsonText({ email: `admin\u0000-${stamp}@malformed.test`, password }),
    signedIn: false,
  },
  "invalid JSON": {
    method: "POST",
    path: () => "/api/dynamic-assets/asset-types",
    body: '{"name": "Clients',
  },
  "bytes that are not UTF-8": {
    method: "POST",
    path: () => "/api/dynamic-assets/asset-types",
    body: new Uint8Array([
      ...Buffer.from(`{"name": "Not UTF-8 ${stamp} `),
      0xff,
      0xfe,
      ...Buffer.from('"}'),
    ]),
  },
  "JSON sent as another content type": {
    method: "POST",
    path: () => "/api/dynamic-assets/asset-types",
    body: jsonText({ name: `Plain ${stamp}` }),
    contentType: "text/plain",
  },
  "deeply nested JSON": {
    method: "POST",
    path: () => entries,
    body: `{"values": {"name": ${deep(100_000)}}}`,
  },
  "deeply nested JSON under a key no schema knows": {
    method: "POST",
    path: () => entries,
    body: `{"values": {"elsewhere": ${deep(5_000)}}}`,
  },
  "a JSON body over the size limit": {
    method: "POST",
    path: () => "/api/dynamic-assets/asset-types",
    body: jsonText({ name: "x".repeat(2 * 1024 * 1024) }),
  },
  "a NUL in a query parameter": {
    path: () => "/api/orders/order-inquiries?search=%00",
  },
  "a NUL in a filter on a jsonb value": {
    path: () => `${entries}?filter[name]=%00`,
  },
};

let interactionUid = "";

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `malformed-${stamp}`, name: "Malformed BV" });
  await createUser(appPool, { email, password, tenantKey: tenant.key, role: "administrator" });
  token = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  const json = (path: string, body: object) =>
    callApi(server.url, token, path, { method: "POST", body: JSON.stringify(body) }).then(
      (response) => response.json(),
    );
  const type = (await json("/api/dynamic-assets/asset-types", { name: `Clients ${stamp}` })).data;
  await json(`/api/dynamic-assets/asset-types/${type.id}/fields`, {
    key: "name",
    label: "Name",
    data_type: "string",
  });
  entries = `/api/dynamic-assets/asset-types/${type.id}/entries`;
  assetTypeId = type.id;
  const started = await authorize(server.url, new CookieJar(), {
    client_id: WEB_CLIENT.client_id,
    response_type: "code",
    redirect_uri: `${server.url}/callback`,
    scope: "openid offline_access",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  });
  interactionUid = (started.headers.get("location") ?? "").split("/").at(-1) ?? "";
});

describe("malformed input", () => {
  for (const [kind, attempt] of Object.entries(attempts)) {
    it(`answers ${kind} with a 4xx in the API's error shape`, async () => {
      const response = await fetch(`${server.url}${attempt.path()}`, {
        method: attempt.method ?? "GET",
        headers: {
          accept: "application/json",
          ...(attempt.signedIn === false ? {} : { authorization: `Bearer ${token}` }),
          ...(attempt.body === undefined
            ? {}
            : { "content-type": attempt.contentType ?? "application/json" }),
        },
        body: attempt.body,
      });
      const answer = await response.json();

      expect({ status: response.status, answer }).toMatchObject({
        status: expect.toSatisfy((status: number) => status >= 400 && status < 500),
        answer: { error: { code: expect.any(String), message: expect.any(String) } },
      });
    });
  }

  it("says what is wrong and where", async () => {
    const nul = await callApi(server.url, token, entries, {
      method: "POST",
      body: jsonText({ values: { name: "Bakkerij\u0000" } }),
    });
    expect(nul.status).toBe(400);
    expect((await nul.json()).error).toMatchObject({
      code: "bad_request",
      message: expect.stringContaining("values.name"),
    });
    const large = await callApi(server.url, token, "/api/dynamic-assets/asset-types", {
      method: "POST",
      body: jsonText({ name: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(large.status).toBe(413);
    expect((await large.json()).error.code).toBe("payload_too_large");
  });

  it("answers 413 while a body over the limit is still being sent", async () => {
    const { port } = new URL(server.url);
    // A body that never ends: the answer can only come from a server that stopped reading.
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/dynamic-assets/asset-types",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    const answered = new Promise<http.IncomingMessage>((resolve) =>
      request.once("response", resolve),
    );
    request.on("error", () => undefined); // the server closes the connection it stopped reading
    request.write(`{"name": "`);
    const chunk = "x".repeat(64 * 1024);
    for (let sent = 0; sent < 2 * 1024 * 1024; sent += chunk.length) request.write(chunk);
    const response = await answered;
    const text = await readMessageBody(response);
    request.destroy();
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(JSON.parse(text).error.code).toBe("payload_too_large");
  });

  it("stores an uploaded file whose name holds a NUL with the name cleaned, and refuses such a field", async () => {
    const upload = (typeId: string, fileName: string) =>
      fetch(`${server.url}/api/dynamic-assets/imports`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "multipart/form-data; boundary=b",
        },
        body: [
          "--b",
          'Content-Disposition: form-data; name="asset_type_id"',
          "",
          typeId,
          "--b",
          `Content-Disposition: form-data; name="file"; filename*=UTF-8''${fileName}`,
          "Content-Type: text/csv",
          "",
          "name\r\nBakkerij\r\n",
          "--b--",
          "",
        ].join("\r\n"),
      });
    const named = await upload(assetTypeId, "klanten%00.csv");
    expect(named.status).toBe(201);
    expect((await named.json()).data.file_name).toBe("klanten.csv");
    const field = await upload(`${assetTypeId}\u0000`, "klanten.csv");
    expect(field.status).toBe(422);
    expect((await field.json()).error.details).toEqual([
      {
        path: ["asset_type_id"],
        message: "The text contains a NUL character or an unpaired surrogate",
      },
    ]);
  });

  it("still takes well-formed JSON with text from any script, emoji included", async () => {
    const response = await callApi(server.url, token, entries, {
      method: "POST",
      body: jsonText({ values: { name: "Bäckerei 東京 😀" } }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).data.values.name).toBe("Bäckerei 東京 😀");
  });
});
