import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainTransferError } from "../modules/connectivity/file-transfer/explain-transfer-error.ts";
import { MAILBOX_ERRORS, mailboxErrorOf } from "../modules/orders/intake/mailbox-errors.ts";
import { isWeakTlsKeyError } from "./weak-tls-key.ts";

/**
 * An old FTPS or IMAPS server with a 1024-bit key (decision 067): Node.js 24 refuses the
 * handshake even when the certificate is trusted, and the administrator is told why, not only
 * that TLS failed.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/tls/${name}`, import.meta.url));
const cert = fixture("weak-1024.crt");

let server: tls.Server;
beforeAll(async () => {
  // The old server: it may use its weak key (security level 0 on its side only).
  server = tls.createServer(
    { key: fixture("weak-1024.key"), cert, ciphers: "DEFAULT@SECLEVEL=0" },
    (socket) => socket.end("* OK\r\n"),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function handshakeError(): Promise<unknown> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = tls.connect(
      { host: "127.0.0.1", port, ca: cert, servername: "localhost" },
      () => {
        socket.destroy();
        resolve(null);
      },
    );
    socket.on("error", resolve);
  });
}

describe("a server whose TLS key is under 2048 bits", () => {
  it("is refused, and the refusal says it is the key, for file servers and mailboxes", async () => {
    const error = await handshakeError();
    expect(error).not.toBeNull();
    expect(isWeakTlsKeyError(error)).toBe(true);

    const transfer = explainTransferError(error, {
      host: "ftp.example.com",
      port: 990,
      timeoutMs: 20_000,
      secrets: [],
    });
    expect(transfer.code).toBe("tls");
    expect(transfer.message).toContain("a key shorter than 2048 bits");
    expect(mailboxErrorOf(error, "connecting")).toBe(MAILBOX_ERRORS.weakCertificate);
  });

  it("is not confused with other TLS failures", () => {
    const untrusted = Object.assign(new Error("self-signed certificate"), {
      code: "DEPTH_ZERO_SELF_SIGNED_CERT",
    });
    expect(isWeakTlsKeyError(untrusted)).toBe(false);
    expect(mailboxErrorOf(untrusted, "connecting")).toBe(MAILBOX_ERRORS.connectionFailed);
  });
});
