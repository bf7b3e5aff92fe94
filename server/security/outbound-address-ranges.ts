import { BlockList } from "node:net";

/**
 * The addresses the outbound guard refuses (decision 020), in three lists checked in order:
 * cloud metadata (always refused), private and loopback (refused unless OUTBOUND_ALLOW_PRIVATE),
 * and everything else that is not a public unicast address (always refused). node:net's
 * BlockList matches IPv4-mapped IPv6 (::ffff:a.b.c.d) against the IPv4 rules by itself; the IPv6
 * forms that embed an IPv4 address some other way (NAT64, 6to4) get a rule of their own, and
 * IPv4-translated ones (::ffff:0:a.b.c.d) are refused outright.
 */
export type AddressVerdict = "allowed" | "metadata" | "private" | "special";

type Ipv4Range = readonly [network: string, prefix: number];

/** Instance metadata services: credentials live there, so never a target, whatever the setting. */
const METADATA_V4: Ipv4Range[] = [
  ["169.254.169.254", 32], // AWS, Azure, GCP, OpenStack, DigitalOcean, Oracle …
  ["169.254.169.253", 32], // AWS DNS
  ["169.254.170.2", 32], // AWS ECS task metadata
  ["100.100.100.200", 32], // Alibaba Cloud
  ["192.0.0.192", 32], // Oracle Cloud (legacy)
];
const METADATA_V6 = ["fd00:ec2::254", "fd00:ec2::253", "fd00:ec2::23"];

/** Networks an operator may run their own mail server or ERP on (allowed by the setting). */
const PRIVATE_V4: Ipv4Range[] = [
  ["127.0.0.0", 8], // loopback
  ["10.0.0.0", 8], // RFC 1918
  ["172.16.0.0", 12], // RFC 1918
  ["192.168.0.0", 16], // RFC 1918
  ["100.64.0.0", 10], // carrier-grade NAT (RFC 6598)
  ["169.254.0.0", 16], // link-local
];
const PRIVATE_V6: Array<readonly [string, number]> = [
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local (RFC 4193)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["64:ff9b:1::", 48], // local-use NAT64 (RFC 8215)
];

/** Not a host anyone should connect to: unspecified, multicast, broadcast, reserved, documentation. */
const SPECIAL_V4: Ipv4Range[] = [
  ["0.0.0.0", 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
];
const SPECIAL_V6: Array<readonly [string, number]> = [
  ["::", 96], // unspecified and IPv4-compatible (deprecated); ::1 is matched as loopback first
  // IPv4-translated (RFC 2765 SIIT, ::ffff:0:a.b.c.d; not IPv4-mapped ::ffff:a.b.c.d): a
  // translator would carry it to any IPv4 address, and no host has such an address of its own.
  ["::ffff:0:0:0", 96],
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments, Teredo included
  ["2001:db8::", 32], // documentation
  ["ff00::", 8], // multicast
];

const octets = (address: string) =>
  address.split(".").map(Number) as [number, number, number, number];
const hex16 = (high: number, low: number) => ((high << 8) | low).toString(16);

/** An IPv4 range, with the IPv6 forms that carry it: NAT64 (64:ff9b::/96) and 6to4 (2002::/16). */
function addIpv4Range(list: BlockList, [network, prefix]: Ipv4Range) {
  list.addSubnet(network, prefix, "ipv4");
  const [a, b, c, d] = octets(network);
  list.addSubnet(`64:ff9b::${hex16(a, b)}:${hex16(c, d)}`, 96 + prefix, "ipv6");
  list.addSubnet(`2002:${hex16(a, b)}:${hex16(c, d)}::`, 16 + prefix, "ipv6");
}

function blockList(v4: Ipv4Range[], v6: Array<readonly [string, number]>) {
  const list = new BlockList();
  for (const range of v4) addIpv4Range(list, range);
  for (const [network, prefix] of v6) list.addSubnet(network, prefix, "ipv6");
  return list;
}

const metadata = blockList(
  METADATA_V4,
  METADATA_V6.map((address) => [address, 128] as const),
);
const privateRanges = blockList(PRIVATE_V4, PRIVATE_V6);
const special = blockList(SPECIAL_V4, SPECIAL_V6);

/**
 * Local-use NAT64 (64:ff9b:1::/48, RFC 8215) is private as a whole, but where it carries the
 * IPv4 address depends on the prefix length the network chose (RFC 6052: /48, /56, /64 or /96
 * inside it; byte 8 is always zero), which the guard cannot know. So that OUTBOUND_ALLOW_PRIVATE
 * does not open the metadata service through a local translator, an address is metadata when any
 * of those readings is.
 */
const localUseNat64 = new BlockList();
localUseNat64.addSubnet("64:ff9b:1::", 48, "ipv6");
const RFC_6052_IPV4_BYTES = [
  [6, 7, 9, 10], // /48
  [7, 9, 10, 11], // /56
  [9, 10, 11, 12], // /64
  [12, 13, 14, 15], // /96
] as const;

/** The 16 bytes of a valid IPv6 address, read from the URL parser's canonical form. */
function ipv6Bytes(address: string): number[] {
  // WHATWG serialises IPv6 as lower-case hex groups with at most one "::", never a dotted quad.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const groupsOf = (part: string | undefined) =>
    part ? part.split(":").map((group) => Number.parseInt(group, 16)) : [];
  const front = groupsOf(head);
  const back = groupsOf(tail);
  const groups = [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

function embedsMetadataThroughLocalNat64(address: string): boolean {
  if (!localUseNat64.check(address, "ipv6")) return false;
  const bytes = ipv6Bytes(address);
  return RFC_6052_IPV4_BYTES.some((positions) =>
    metadata.check(positions.map((position) => bytes[position]).join("."), "ipv4"),
  );
}

/** What kind of address this is, for an IP address node:net recognises (4 or 6). */
export function classifyAddress(address: string, family: 4 | 6): AddressVerdict {
  const type = family === 4 ? "ipv4" : "ipv6";
  if (metadata.check(address, type)) return "metadata";
  if (family === 6 && embedsMetadataThroughLocalNat64(address)) return "metadata";
  if (privateRanges.check(address, type)) return "private";
  if (special.check(address, type)) return "special";
  return "allowed";
}
