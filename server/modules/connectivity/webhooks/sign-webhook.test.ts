import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookMessageId, signWebhook, webhookSignature } from "./sign-webhook.ts";
import {
  generateWebhookSecret,
  rotateWebhookSecret,
  WEBHOOK_SECRET_OVERLAP_MS,
  webhookSecretKey,
} from "./webhook-secret.ts";

describe("webhook secrets", () => {
  it("are whsec_ and the base64 of 32 random bytes, different each time", () => {
    const one = generateWebhookSecret();
    expect(one).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(webhookSecretKey(one)).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(one);
  });

  it("refuses strings that are not well-formed secrets", () => {
    expect(() => webhookSecretKey("abc")).toThrow();
    expect(() => webhookSecretKey("whsec_c2hvcnQ=")).toThrow();
    expect(() => webhookSecretKey("whsec_!!not base64!!")).toThrow();
  });

  it("rotate: a new current secret, the old one kept 24 hours, expired ones dropped", () => {
    const now = new Date("2026-11-24T06:00:00Z");
    const first = generateWebhookSecret();
    const rotated = rotateWebhookSecret([{ secret: first }], now);
    expect(rotated).toHaveLength(2);
    expect(rotated[0]).toMatchObject({ expiresAt: null });
    expect(rotated[0]?.secret).not.toBe(first);
    expect(rotated[1]).toEqual({
      secret: first,
      expiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS),
    });

    const later = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS + 1);
    const again = rotateWebhookSecret(rotated, later);
    expect(again.map(({ secret }) => secret)).toEqual([expect.any(String), rotated[0]?.secret]);
  });
});

describe("signing a webhook", () => {
  const body = '{"type":"order.validated","data":{"id":"o-1"}}';

  it("matches the standardwebhooks package's own signature", () => {
    const secret = generateWebhookSecret();
    const id = newWebhookMessageId();
    const now = new Date("2026-11-24T06:00:00.750Z");
    const headers = signWebhook({ id, body, secrets: [secret], now });

    expect(headers["webhook-timestamp"]).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(headers["webhook-signature"]).toBe(new Webhook(secret).sign(id, now, body));
    expect(webhookSignature(secret, id, Math.floor(now.getTime() / 1000), body)).toMatch(/^v1,/);
  });

  it("needs at least one active secret", () => {
    const secret = generateWebhookSecret();
    expect(() => signWebhook({ id: "msg_1", body, secrets: [] })).toThrow();
    expect(() =>
      signWebhook({ id: "msg_1", body, secrets: [{ secret, expiresAt: new Date(0) }] }),
    ).toThrow();
  });

  it("gives message ids in the msg_ form, unique", () => {
    const id = newWebhookMessageId();
    expect(id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(newWebhookMessageId()).not.toBe(id);
  });
});
