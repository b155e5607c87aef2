import dns from 'node:dns';
import net from 'node:net';

/*
 * The api suites never ask a DNS server anything (jest's setupFiles): a name other than localhost
 * answers "not found" at once, as in a closed network, instead of a query leaving the machine. The
 * suites reach their receivers by IP literal (127.0.0.1); a webhook endpoint registered by name
 * (hooks.example.com) is stored and its tries fail, as they would where the name does not resolve.
 */
const LOCAL_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost']);

/** An address written out, or a name this machine answers itself (/etc/hosts): no query leaves it. */
const answeredHere = (hostname: string) => net.isIP(hostname) !== 0 || LOCAL_NAMES.has(hostname.toLowerCase());

const notFound = (hostname: string) => Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });

const ownLookup = dns.promises.lookup.bind(dns.promises);
dns.promises.lookup = ((hostname: string, options?: unknown) =>
  LOCAL_NAMES.has(hostname.toLowerCase())
    ? ownLookup(hostname, options as dns.LookupOptions)
    : Promise.reject(notFound(hostname))) as typeof dns.promises.lookup;

const ownCallbackLookup = dns.lookup.bind(dns);
dns.lookup = ((hostname: string, options: unknown, callback?: unknown) => {
  const done = (typeof options === 'function' ? options : callback) as (error: Error | null) => void;
  if (answeredHere(hostname)) return ownCallbackLookup(hostname, options as dns.LookupOptions, callback as never);
  process.nextTick(() => done(notFound(hostname)));
}) as typeof dns.lookup;
