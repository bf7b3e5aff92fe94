import { describe, expect, it } from "vitest";
import { sameRemoteServer } from "./remote-server-origin.ts";

describe("a remote file server's origin (decision 065)", () => {
  it("tells remote file servers apart by protocol, implicit TLS, host and port", () => {
    const ftp = { protocol: "ftp", host: "files.example.test", port: null, security: "none" };
    expect(sameRemoteServer(ftp, { ...ftp, port: 21 })).toBe(true);
    // Explicit TLS is negotiated on the same port: the same server.
    expect(sameRemoteServer(ftp, { ...ftp, security: "tls" })).toBe(true);
    expect(sameRemoteServer(ftp, { ...ftp, security: "ssl" })).toBe(false);
    expect(sameRemoteServer(ftp, { ...ftp, protocol: "sftp" })).toBe(false);
    expect(sameRemoteServer(ftp, { ...ftp, host: "other.example.test" })).toBe(false);
    expect(sameRemoteServer(ftp, { ...ftp, port: 2121 })).toBe(false);
    expect(sameRemoteServer(null, ftp)).toBe(false);
    const sftp = { protocol: "sftp", host: "files.example.test", port: 22, security: "none" };
    expect(sameRemoteServer(sftp, { ...sftp, port: null })).toBe(true);
  });
});
