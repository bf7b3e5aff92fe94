import { describe, expect, it } from "vitest";
import { secretOrigin, storedSecretUsableFor, urlSecretOrigin } from "./stored-secret-origin.ts";

const usable = (saved: string, target: string) =>
  storedSecretUsableFor(urlSecretOrigin(saved), urlSecretOrigin(target));

describe("a stored secret's origin (decision 065)", () => {
  it("is the same origin for another path, query, default port written out, or case", () => {
    expect(usable("https://erp.example.test/acme", "https://erp.example.test/other?x=1")).toBe(
      true,
    );
    expect(usable("https://erp.example.test", "https://ERP.example.test:443/")).toBe(true);
    expect(usable("http://[::1]:8080/hook", "http://[0:0::1]:8080/other")).toBe(true);
    expect(usable("https://user:pw@erp.example.test/", "https://erp.example.test/")).toBe(true);
  });

  it("is another origin for another scheme, host or port", () => {
    expect(usable("https://erp.example.test/", "http://erp.example.test/")).toBe(false);
    expect(usable("https://erp.example.test/", "https://erp.example.test.evil.test/")).toBe(false);
    expect(usable("https://erp.example.test/", "https://erp.example.test:8443/")).toBe(false);
    expect(usable("http://127.0.0.1:8080/", "http://localhost:8080/")).toBe(false);
  });

  it("matches nothing when either address is missing or does not parse", () => {
    expect(usable("", "https://erp.example.test/")).toBe(false);
    expect(usable("https://erp.example.test/", "not a url")).toBe(false);
    expect(storedSecretUsableFor(null, secretOrigin("imaps", "mail.example.test", 993))).toBe(
      false,
    );
  });

  it("takes a scheme's default port for a missing one, and a host without brackets or case", () => {
    expect(
      storedSecretUsableFor(
        secretOrigin("imaps", "Mail.Example.test", null),
        secretOrigin("imaps", "mail.example.test", 993),
      ),
    ).toBe(true);
    expect(secretOrigin("sftp", "[2001:db8::1]")).toEqual({
      scheme: "sftp",
      host: "2001:db8::1",
      port: 22,
    });
  });
});
