import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../modules/assets/imports/import-limits.ts";
import { FORM_BODY_LIMIT_BYTES, webBodyLimit, withinBodyLimit } from "./web-body-limit.ts";

const settings = { maxMessageBytes: 25 * 1024 * 1024 };

/** A body streamed in chunks, without a declared length, counting what was pulled from it. */
function chunkedPost(chunkBytes: number, chunks: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(97));
    },
  });
  const request = new Request("http://127.0.0.1/login", {
    method: "POST",
    body,
    headers: { "transfer-encoding": "chunked" },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("webBodyLimit", () => {
  it("allows ordinary forms a small body, with and without single fetch", () => {
    for (const path of ["/login", "/switch-tenant", "/admin/users.data", "/", "/_.data"]) {
      expect(webBodyLimit(path, settings)).toBe(FORM_BODY_LIMIT_BYTES);
    }
  });

  it("allows the two upload pages their file's limit and some room", () => {
    for (const path of ["/to-process", "/to-process.data", "/to-process/", "/to-process/_.data"]) {
      expect(webBodyLimit(path, settings)).toBeGreaterThan(settings.maxMessageBytes);
      expect(webBodyLimit(path, settings)).toBeLessThan(2 * settings.maxMessageBytes);
    }
    for (const path of ["/reference-data/imports", "/reference-data/imports.data"]) {
      expect(webBodyLimit(path, settings)).toBeGreaterThan(IMPORT_LIMITS.maxFileBytes);
      expect(webBodyLimit(path, settings)).toBeLessThan(2 * IMPORT_LIMITS.maxFileBytes);
    }
  });
});

describe("withinBodyLimit", () => {
  it("refuses a declared length over the limit without reading the body", async () => {
    const { request, pulled } = chunkedPost(1024, 100);
    const declared = new Request(request.url, {
      method: "POST",
      body: request.body,
      headers: { "content-length": String(60 * 1024 * 1024) },
      duplex: "half",
    } as RequestInit);
    expect(await withinBodyLimit(declared, FORM_BODY_LIMIT_BYTES)).toBeNull();
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it("stops reading a chunked body once it passes the limit", async () => {
    const { request, pulled } = chunkedPost(64 * 1024, 1000);
    expect(await withinBodyLimit(request, FORM_BODY_LIMIT_BYTES)).toBeNull();
    expect(pulled()).toBeLessThan(20);
  });

  it("hands on a body within the limit intact", async () => {
    const { request } = chunkedPost(1000, 3);
    const checked = await withinBodyLimit(request, FORM_BODY_LIMIT_BYTES);
    expect((await checked?.text())?.length).toBe(3000);
  });

  it("hands on a request without a body as it is", async () => {
    const request = new Request("http://127.0.0.1/logout", { method: "POST" });
    expect(await withinBodyLimit(request, 10)).toBe(request);
  });
});
