import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A host name's addresses (the system resolver by default; tests give their own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, order: 'verbatim' })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** An address webhooks may not go to, with the reason in words an administrator reads. */
export class RefusedAddress extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddress';
  }
}

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

/**
 * Why an address may not receive webhooks, or null for a public unicast address. Only ipaddr.js's
 * `unicast` passes: loopback, private, link-local (the cloud metadata service at 169.254.169.254),
 * unique-local, carrier-grade NAT, unspecified, multicast, broadcast and every reserved or
 * translated range (6to4, NAT64, Teredo) are refused; an IPv4-mapped IPv6 address is judged as
 * the IPv4 address it carries.
 */
export function refusedRange(address: string): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return 'not an address';
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' ? null : (RANGE_NAMES[range] ?? `a reserved address (${range})`);
}

/** The host of a URL as a resolver and net.isIP take it: an IPv6 literal without its brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Where webhooks may go (server-side request forgery): a host's addresses are resolved once and
 * each is checked; the request then connects only to those checked addresses (`lookupFor`), so a
 * name that resolves elsewhere a moment later (DNS rebinding) changes nothing.
 * WEBHOOKS_ALLOW_PRIVATE_ADDRESSES (tests, development) lets every address through.
 */
export class AddressGuard {
  private readonly resolve: Resolve;

  constructor(
    readonly allowPrivate: boolean,
    resolve: Resolve = systemResolve,
  ) {
    this.resolve = resolve;
  }

  /** The host's addresses, every one of them allowed; throws RefusedAddress otherwise. */
  async addressesOf(host: string): Promise<ResolvedAddress[]> {
    const literal = net.isIP(host);
    let addresses: ResolvedAddress[];
    if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
    else {
      try {
        addresses = await this.resolve(host);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new RefusedAddress(
          code === 'ENOTFOUND' || code === 'ENODATA' ? `No address was found for ${host}` : `${host} could not be looked up just now`,
        );
      }
    }
    if (addresses.length === 0) throw new RefusedAddress(`No address was found for ${host}`);
    if (this.allowPrivate) return addresses;
    for (const { address } of addresses) {
      const refused = refusedRange(address);
      if (refused) throw new RefusedAddress(literal ? `${host} is ${refused}` : `${host} resolves to ${address}, ${refused}`);
    }
    return addresses;
  }
}

/** A `lookup` for http.request that answers only the addresses given, whatever name it is asked. */
export function lookupFor(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}
