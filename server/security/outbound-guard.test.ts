import { isIP } from "node:net";
import { describe, expect, it } from "vitest";
import { createOutboundGuard, type Resolver } from "./outbound-guard.ts";

// Names resolve through a stub (DESIGN.md, tests): nothing here touches DNS or the network.
const records: Record<string, string[]> = {
  "mail.example.test": ["93.184.216.34"],
  "mail6.example.test": ["2606:2800:220:1:248:1893:25c8:1946"],
  "localhost.example.test": ["127.0.0.1"],
  "intranet.example.test": ["10.1.2.3"],
  "split.example.test": ["93.184.216.34", "192.168.1.10"],
  "metadata.example.test": ["169.254.169.254"],
  "empty.example.test": [],
};
const asked: string[] = [];
const resolve: Resolver = async (hostname) => {
  asked.push(hostname);
  const addresses = records[hostname];
  if (!addresses)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
      code: "ENOTFOUND",
    });
  return addresses.map((address) => ({ address, family: isIP(address) as 4 | 6 }));
};

const strict = createOutboundGuard({ allowPrivate: false, resolve });
const permissive = createOutboundGuard({ allowPrivate: true, resolve });
const refused = { name: "OutboundRefusedError", code: "EOUTBOUNDREFUSED" };

describe("the outbound guard", () => {
  it.each([
    ["127.0.0.1"],
    ["127.8.9.10"],
    ["10.0.0.1"],
    ["172.16.0.1"],
    ["172.31.255.254"],
    ["192.168.1.1"],
    ["100.64.0.1"],
    ["169.254.10.20"],
    ["169.254.169.254"],
    ["0.0.0.0"],
    ["224.0.0.251"],
    ["255.255.255.255"],
    ["::1"],
    ["[::1]"],
    ["::"],
    ["fe80::1"],
    ["fc00::1"],
    ["fd12:3456::1"],
    ["ff02::1"],
    ["::ffff:127.0.0.1"],
    ["::ffff:7f00:1"],
    ["::ffff:10.0.0.1"],
    ["::ffff:169.254.169.254"],
    ["::127.0.0.1"],
    ["64:ff9b::a00:1"],
    ["64:ff9b::7f00:1"],
    ["64:ff9b::192.168.1.1"],
    ["64:ff9b:1::a00:1"],
    ["2002:c0a8:101::1"],
    ["2002:7f00:1::1"],
    ["fd00:ec2::254"],
    // IPv4-translated (RFC 2765), not IPv4-mapped: ::ffff:0:a.b.c.d.
    ["::ffff:0:127.0.0.1"],
    ["::ffff:0:7f00:1"],
    ["::ffff:0:10.0.0.1"],
    ["0:0:0:0:ffff:0:a9fe:a9fe"],
  ])("refuses %s", async (host) => {
    await expect(strict.vet(host)).rejects.toMatchObject(refused);
  });

  it("refuses names that resolve to loopback, private or metadata addresses", async () => {
    for (const host of [
      "localhost.example.test",
      "intranet.example.test",
      "metadata.example.test",
    ]) {
      await expect(strict.vet(host)).rejects.toMatchObject(refused);
    }
  });

  it("refuses a name when any one of its addresses is refused", async () => {
    await expect(strict.vet("split.example.test")).rejects.toMatchObject(refused);
    await expect(strict.vet("empty.example.test")).rejects.toMatchObject(refused);
  });

  it("says the address is refused, never which address it resolved to", async () => {
    const error = await strict.vet("intranet.example.test").catch((cause: Error) => cause);
    expect((error as Error).message).toBe(
      "The address is refused: Fennec connects only to public addresses",
    );
  });

  it("hands back the public address it checked, with the name for TLS", async () => {
    asked.length = 0;
    expect(await strict.vet("mail.example.test")).toEqual({
      hostname: "mail.example.test",
      address: "93.184.216.34",
      family: 4,
      isIpLiteral: false,
    });
    expect(asked).toEqual(["mail.example.test"]);
    expect(await strict.vet("mail6.example.test")).toMatchObject({
      address: "2606:2800:220:1:248:1893:25c8:1946",
      family: 6,
    });
    expect(await strict.vet("93.184.216.34")).toMatchObject({ isIpLiteral: true });
    expect(await strict.vet("::ffff:93.184.216.34")).toMatchObject({ family: 6 });
    // A public IPv4 address through NAT64 or 6to4 is public.
    expect(await strict.vet("64:ff9b::93.184.216.34")).toMatchObject({ family: 6 });
    expect(await strict.vet("2002:5db8:d822::1")).toMatchObject({ family: 6 });
    // An IP address is not looked up.
    expect(asked).toEqual(["mail.example.test", "mail6.example.test"]);
  });

  it("passes on a name that does not resolve as a lookup failure, not as a refusal", async () => {
    await expect(strict.vet("nowhere.example.test")).rejects.toMatchObject({ code: "ENOTFOUND" });
  });

  describe("with OUTBOUND_ALLOW_PRIVATE", () => {
    it.each([
      ["127.0.0.1"],
      ["::1"],
      ["10.0.0.1"],
      ["172.16.0.1"],
      ["192.168.1.1"],
      ["fd12:3456::1"],
      ["::ffff:127.0.0.1"],
      ["64:ff9b::7f00:1"],
      ["64:ff9b:1::a00:1"],
      ["2002:c0a8:101::1"],
      ["localhost.example.test"],
      ["split.example.test"],
    ])("allows %s", async (host) => {
      await expect(permissive.vet(host)).resolves.toMatchObject({
        hostname: host.replace(/^\[|\]$/g, ""),
      });
    });

    it.each([
      ["169.254.169.254"],
      ["metadata.example.test"],
      ["::ffff:169.254.169.254"],
      ["fd00:ec2::254"],
      ["64:ff9b::169.254.169.254"],
      ["2002:a9fe:a9fe::1"],
      // Local-use NAT64 (RFC 8215) embeds the IPv4 address where its prefix length puts it
      // (RFC 6052): /96, /64, /56 and /48 readings of 169.254.169.254.
      ["64:ff9b:1:1234:5678:9abc:a9fe:a9fe"],
      ["64:ff9b:1:1234:a9:fea9:fe00:0"],
      ["64:ff9b:1:12a9:fe:a9fe::"],
      ["64:ff9b:1:a9fe:a9:fe00::"],
      // IPv4-translated addresses are no target at all, whatever they embed.
      ["::ffff:0:127.0.0.1"],
      ["::ffff:0:93.184.216.34"],
      ["0.0.0.0"],
      ["::"],
      ["224.0.0.1"],
      ["255.255.255.255"],
    ])("still refuses %s", async (host) => {
      await expect(permissive.vet(host)).rejects.toMatchObject(refused);
    });
  });
});
