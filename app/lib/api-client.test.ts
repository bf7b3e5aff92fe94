import { describe, expect, it, vi } from "vitest";
import { type ApiFetch, type ApiSession, createApiClient } from "./api-client.server";
import type { TokenSet } from "./token-response";

class SignedOut extends Error {}

function fakeSession(tokens: Partial<TokenSet> = {}, tenantId: string | null = null) {
  const session: ApiSession & { setTokens: ReturnType<typeof vi.fn> } = {
    accessToken: tokens.accessToken ?? "access-token-1",
    refreshToken: tokens.refreshToken ?? "refresh-token-1",
    tenantId,
    setTokens: vi.fn((next: TokenSet) => {
      Object.assign(session, next);
    }),
  };
  return session;
}

/** A fake API answering with the given statuses in turn, recording what it was sent. */
function fakeApi(...statuses: number[]) {
  const calls: {
    path: string;
    method: string;
    headers: Headers;
    body: string | undefined;
    init: RequestInit | undefined;
  }[] = [];
  const fetch: ApiFetch = async (path, init) => {
    calls.push({
      path,
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: init?.body as string | undefined,
      init,
    });
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200;
    return Response.json(status < 300 ? { data: {} } : { error: { code: "x" } }, { status });
  };
  return { fetch, calls };
}

function client(
  api: ReturnType<typeof fakeApi>,
  session = fakeSession(),
  refresh: (token: string) => Promise<TokenSet> = async () => ({
    accessToken: "access-token-2",
    refreshToken: "refresh-token-2",
  }),
) {
  const refreshSpy = vi.fn(refresh);
  const apiClient = createApiClient({
    fetch: api.fetch,
    session,
    refresh: refreshSpy,
    unauthenticated: () => {
      throw new SignedOut();
    },
  });
  return { apiClient, refreshSpy, session };
}

describe("the API client", () => {
  it("sends Accept, the Bearer token and the chosen tenant", async () => {
    const api = fakeApi(200);
    const { apiClient } = client(api, fakeSession({}, "tenant-1"));
    await apiClient.request("/api/identity/me", { query: { page: 2, search: "" } });

    const [call] = api.calls;
    expect(call?.path).toBe("/api/identity/me?page=2");
    expect(call?.headers.get("Accept")).toBe("application/json");
    expect(call?.headers.get("Authorization")).toBe("Bearer access-token-1");
    expect(call?.headers.get("X-Tenant-Id")).toBe("tenant-1");
  });

  it("sends no token when asked not to, and leaves a 401 to the caller", async () => {
    const api = fakeApi(401);
    const { apiClient, refreshSpy } = client(api);
    const response = await apiClient.request("/api/auth/interactions/x/login", {
      method: "POST",
      json: { email: "a@b.c" },
      authenticated: false,
    });
    expect(response.status).toBe(401);
    expect(api.calls[0]?.headers.has("Authorization")).toBe(false);
    expect(api.calls[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(refreshSpy).not.toHaveBeenCalled();
  });

  it("refreshes once on 401, stores the new tokens and retries with them", async () => {
    const api = fakeApi(401, 200);
    const { apiClient, refreshSpy, session } = client(api);
    const response = await apiClient.request("/api/settings");

    expect(response.status).toBe(200);
    expect(refreshSpy).toHaveBeenCalledExactlyOnceWith("refresh-token-1");
    expect(session.setTokens).toHaveBeenCalledWith({
      accessToken: "access-token-2",
      refreshToken: "refresh-token-2",
    });
    expect(api.calls.map((call) => call.headers.get("Authorization"))).toEqual([
      "Bearer access-token-1",
      "Bearer access-token-2",
    ]);
  });

  it("ends the session when the refresh fails", async () => {
    const api = fakeApi(401);
    const { apiClient, session } = client(api, fakeSession(), async () => {
      throw new Error("invalid_grant");
    });
    await expect(apiClient.request("/api/settings")).rejects.toBeInstanceOf(SignedOut);
    expect(session.setTokens).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(1);
  });

  it("ends the session on 401 without a refresh token", async () => {
    const api = fakeApi(401);
    const session = { ...fakeSession(), refreshToken: null };
    const { apiClient, refreshSpy } = client(api, session);
    await expect(apiClient.request("/api/settings")).rejects.toBeInstanceOf(SignedOut);
    expect(refreshSpy).not.toHaveBeenCalled();
  });

  it("refreshes at most once: a second 401 ends the session", async () => {
    const api = fakeApi(401, 401, 200);
    const { apiClient, refreshSpy } = client(api);
    await expect(apiClient.request("/api/settings")).rejects.toBeInstanceOf(SignedOut);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    "retries a POST once, with the same body, on %i",
    async (status) => {
      const api = fakeApi(status, 201);
      const { apiClient } = client(api);
      const response = await apiClient.request("/api/identity/users", {
        method: "POST",
        json: { email: "a@b.c" },
      });
      expect(response.status).toBe(201);
      expect(api.calls).toHaveLength(2);
      expect(api.calls[1]?.body).toBe(api.calls[0]?.body);
      expect(api.calls[1]?.body).toBe('{"email":"a@b.c"}');
    },
  );

  it("retries a POST only once", async () => {
    const api = fakeApi(503, 503, 201);
    const { apiClient } = client(api);
    const response = await apiClient.request("/api/identity/users", { method: "POST", json: {} });
    expect(response.status).toBe(503);
    expect(api.calls).toHaveLength(2);
  });

  it.each(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"])("never retries %s", async (method) => {
    const api = fakeApi(503, 200);
    const { apiClient } = client(api);
    const response = await apiClient.request("/api/settings", { method });
    expect(response.status).toBe(503);
    expect(api.calls).toHaveLength(1);
  });

  it.each([400, 403, 404, 422])("does not retry a POST on %i", async (status) => {
    const api = fakeApi(status, 201);
    const { apiClient } = client(api);
    const response = await apiClient.request("/api/identity/users", { method: "POST", json: {} });
    expect(response.status).toBe(status);
    expect(api.calls).toHaveLength(1);
  });

  it("does not retry when the caller says so", async () => {
    const api = fakeApi(500, 200);
    const { apiClient } = client(api);
    const response = await apiClient.request("/api/x", { method: "POST", retry: false });
    expect(response.status).toBe(500);
    expect(api.calls).toHaveLength(1);
  });

  it("sends form bodies url-encoded", async () => {
    const api = fakeApi(200);
    const { apiClient } = client(api);
    await apiClient.request("/api/x", { method: "POST", form: { token: "a b" } });
    expect(api.calls[0]?.body).toBe("token=a+b");
    expect(api.calls[0]?.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
  });

  it("sends an upload as multipart, a fresh copy of it for a retry and after a refresh", async () => {
    const api = fakeApi(401, 503, 201);
    const { apiClient } = client(api);
    const form = new FormData();
    form.set("asset_type_id", "type-1");
    form.set("file", new File(["sku;ean\nA-1;123\n"], "products.csv", { type: "text/csv" }));
    const response = await apiClient.request("/api/dynamic-assets/imports", {
      method: "POST",
      multipart: form,
    });

    expect(response.status).toBe(201);
    expect(api.calls).toHaveLength(3);
    const bodies = api.calls.map((call) => call.init?.body);
    expect(new Set(bodies).size).toBe(3);
    for (const [index, call] of api.calls.entries()) {
      // The Content-Type, with its boundary, is left to fetch.
      expect(call.headers.has("Content-Type")).toBe(false);
      const sent = await new Request("http://api.test/", {
        method: "POST",
        body: call.init?.body as FormData,
      }).formData();
      expect(sent.get("asset_type_id")).toBe("type-1");
      const file = sent.get("file") as File;
      expect(file.name).toBe("products.csv");
      expect(await file.text()).toBe("sku;ean\nA-1;123\n");
      expect(call.headers.get("Authorization")).toBe(
        index === 0 ? "Bearer access-token-1" : "Bearer access-token-2",
      );
    }
  });
});
