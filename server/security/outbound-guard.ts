import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { classifyAddress } from "./outbound-address-ranges.ts";

/**
 * The outbound guard (decision 020): every connection Fennec opens to an address a user typed
 * (IMAP now; ERP, webhooks, exports, FTP/SFTP later) asks it first. It resolves the name once,
 * refuses the name when any of its addresses is loopback, private, link-local, metadata or
 * otherwise not public, and hands back the address it checked: the caller connects to that IP
 * (keeping the name for TLS), so a second lookup cannot rebind the name to another address.
 */

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to all its addresses; injectable, so tests never need real DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type VettedTarget = {
  /** The name as the user typed it (without IPv6 brackets): for TLS SNI and certificates. */
  hostname: string;
  /** The address to connect to: checked, and the first the resolver gave. */
  address: string;
  family: 4 | 6;
  /** Whether the user typed an IP address (no TLS server name then). */
  isIpLiteral: boolean;
};

export type OutboundGuard = {
  /** Resolves and checks a host; throws OutboundRefusedError when it may not be reached. */
  vet(host: string): Promise<VettedTarget>;
};

/** The guard said no. The message says the address is refused, not which address or why. */
export class OutboundRefusedError extends Error {
  override name = "OutboundRefusedError";
  readonly code = "EOUTBOUNDREFUSED";
  constructor(message = "The address is refused: Fennec connects only to public addresses") {
    super(message);
  }
}

export const systemResolver: Resolver = async (hostname) => {
  const addresses = await dnsLookup(hostname, { all: true, verbatim: true });
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export function createOutboundGuard(options: {
  /** OUTBOUND_ALLOW_PRIVATE: loopback and private networks allowed (tests, demos, intranets). */
  allowPrivate: boolean;
  resolve?: Resolver;
}): OutboundGuard {
  const resolve = options.resolve ?? systemResolver;

  function allowed(address: string): boolean {
    const family = isIP(address);
    if (family === 0) return false;
    // A zone index (fe80::1%eth0) only ever comes with a link-local address.
    if (address.includes("%")) return options.allowPrivate;
    const verdict = classifyAddress(address, family as 4 | 6);
    return verdict === "allowed" || (verdict === "private" && options.allowPrivate);
  }

  async function vet(host: string): Promise<VettedTarget> {
    const hostname = host.trim().replace(/^\[(.*)\]$/, "$1");
    if (!hostname) throw new OutboundRefusedError();
    const literal = isIP(hostname);
    const addresses: ResolvedAddress[] = literal
      ? [{ address: hostname, family: literal as 4 | 6 }]
      : await resolve(hostname);
    // One refused address refuses the name: a connection could otherwise land on it.
    if (addresses.length === 0 || !addresses.every(({ address }) => allowed(address))) {
      throw new OutboundRefusedError();
    }
    const [first] = addresses as [ResolvedAddress];
    return { hostname, address: first.address, family: first.family, isIpLiteral: literal !== 0 };
  }

  return { vet };
}
