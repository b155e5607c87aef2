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
  deprecatedSiteLocal: 'a site-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

/** Two 16-bit groups of an IPv6 address as the IPv4 address they spell. */
function ipv4Of(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/**
 * The IPv6 ranges that carry an IPv4 address for a translator, relay or tunnel to reach, and
 * where that address sits (for the administrator to read; the range alone decides). Each is
 * refused whatever it carries, public or not, rather than judged by the IPv4 inside:
 * - no receiver needs one: IPv4-compatible addresses are deprecated (RFC 4291), the 6to4 relays
 *   retired (RFC 7526), Teredo all but unused, and a public receiver is reached by its own IPv4
 *   address;
 * - the IPv4 inside is not always readable: a local-use NAT64 prefix (64:ff9b:1::/48) puts it
 *   where the network's prefix length says, which the address does not tell, and a Teredo
 *   address carries two (its server's, and its client's with every bit flipped);
 * - what the packet reaches is up to the translator or relay on the way, which may well sit
 *   inside the network.
 * The cost: on an IPv6-only network with DNS64, a receiver with only an IPv4 address cannot be
 * reached. IPv4-mapped addresses (::ffff:a.b.c.d) are not here: they are the IPv4 host itself,
 * judged as such.
 */
const IPV4_CARRIERS: { range: [ipaddr.IPv6, number]; name: string; carried?: (groups: number[]) => string }[] = [
  { range: ipaddr.IPv6.parseCIDR('::/96'), name: 'an IPv4-compatible address', carried: (g) => ipv4Of(g[6], g[7]) },
  { range: ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), name: 'an IPv4-translated address', carried: (g) => ipv4Of(g[6], g[7]) },
  { range: ipaddr.IPv6.parseCIDR('64:ff9b::/96'), name: 'a NAT64 address', carried: (g) => ipv4Of(g[6], g[7]) },
  { range: ipaddr.IPv6.parseCIDR('64:ff9b:1::/48'), name: 'a local-use NAT64 address' },
  { range: ipaddr.IPv6.parseCIDR('2002::/16'), name: 'a 6to4 address', carried: (g) => ipv4Of(g[1], g[2]) },
  {
    range: ipaddr.IPv6.parseCIDR('2001::/32'),
    name: 'a Teredo address',
    carried: (g) => `server ${ipv4Of(g[2], g[3])} and client ${ipv4Of(g[6] ^ 0xffff, g[7] ^ 0xffff)}`,
  },
];

/** Why an IPv6 address that carries an IPv4 address is refused, or null for any other. */
function refusedCarrier(address: ipaddr.IPv6): string | null {
  const range = address.range();
  // :: and ::1 sit in ::/96 too, under their own names.
  if (range === 'unspecified' || range === 'loopback') return null;
  const carrier = IPV4_CARRIERS.find(({ range: cidr }) => address.match(cidr));
  if (!carrier) return null;
  return carrier.carried ? `${carrier.name} carrying ${carrier.carried(address.parts)}` : carrier.name;
}

/**
 * An address as the system connects to it, or null. ipaddr.js reads the IPv4-compatible
 * `::a.b.c.d` (the way Node's resolver prints ::7f00:1) as if it were `::ffff:a.b.c.d`; the
 * dotted end is rewritten as two hexadecimal groups first, so the address keeps its own range.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (net.isIPv4(address)) return ipaddr.IPv4.parse(address);
  if (!net.isIPv6(address)) return null;
  const hexadecimal = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)(%.*)?$/,
    (_whole, a: string, b: string, c: string, d: string, zone = '') =>
      `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}${zone}`,
  );
  return ipaddr.IPv6.parse(hexadecimal);
}

/**
 * Why an address may not receive webhooks, or null for a public unicast address. Only ipaddr.js's
 * `unicast` passes: loopback, private, link-local (the cloud metadata service at 169.254.169.254),
 * unique-local, site-local, carrier-grade NAT, unspecified, multicast, broadcast and every
 * reserved range are refused, and so is every IPv6 form that carries an IPv4 address for a
 * translator, relay or tunnel (IPV4_CARRIERS); an IPv4-mapped IPv6 address is judged as the IPv4
 * address it carries.
 */
export function refusedRange(address: string): string | null {
  let parsed = parseAddress(address);
  if (!parsed) return 'not an address';
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    if (ipv6.isIPv4MappedAddress()) parsed = ipv6.toIPv4Address();
    else {
      const carrier = refusedCarrier(ipv6);
      if (carrier) return carrier;
    }
  }
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
