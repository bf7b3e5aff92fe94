import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box.ts";

describe("secret box", () => {
  const box = createSecretBox("a-test-key-of-at-least-thirty-two-characters");

  it("opens what it sealed, and never shows the secret in the sealed form", () => {
    const sealed = box.seal("imap-password-ÄÖ");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("imap-password");
    expect(box.open(sealed)).toBe("imap-password-ÄÖ");
    expect(box.seal("same")).not.toBe(box.seal("same"));
  });

  it("refuses a tampered value, another key, and a short key", () => {
    const sealed = box.seal("secret");
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}A`;
    expect(() => box.open(tampered)).toThrow();
    expect(() =>
      createSecretBox("another-key-of-at-least-thirty-two-chars").open(sealed),
    ).toThrow();
    expect(() => createSecretBox("short")).toThrow(/at least 32/);
  });
});
