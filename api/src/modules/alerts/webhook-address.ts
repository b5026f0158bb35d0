// Whether an IP address is one a mainnet server may post a webhook to: a public unicast address, never this machine,
// a private or shared network, link-local (cloud metadata at 169.254.169.254), documentation, benchmarking,
// multicast or reserved space. An IPv6 address that carries an IPv4 one (IPv4-mapped, SIIT, NAT64, 6to4, Teredo)
// is judged by the IPv4 address it leads to, so `[::ffff:7f00:1]` (how the URL parser writes ::ffff:127.0.0.1) is
// refused like 127.0.0.1. Ranges from the IANA special-purpose address registries.
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const cidrs = <T extends IPv4 | IPv6>(list: readonly string[]) =>
  list.map((c) => ipaddr.parseCIDR(c) as [T, number]);

const REFUSED_V4 = cidrs<IPv4>([
  '0.0.0.0/8', // "this network"; 0.0.0.0 reaches this machine
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, cloud metadata
  '172.16.0.0/12',
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.31.196.0/24', // AS112
  '192.52.193.0/24', // AMT
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16',
  '192.175.48.0/24', // AS112
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
]);

/** Global unicast space; everything outside it (loopback, unspecified, ULA, link-local, multicast…) is refused. */
const GLOBAL_V6 = ipaddr.parseCIDR('2000::/3') as [IPv6, number];

const REFUSED_V6 = cidrs<IPv6>([
  '2001::/23', // IETF protocol assignments (Teredo, 2001::/32, is judged by what it carries, below)
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
]);

const TEREDO = ipaddr.parseCIDR('2001::/32') as [IPv6, number];
const SIXTO4 = ipaddr.parseCIDR('2002::/16') as [IPv6, number];
/** Prefixes whose last 32 bits are an IPv4 address: IPv4-mapped, SIIT (RFC 6145) and NAT64's well-known prefix. */
const V4_IN_LOW_BITS = cidrs<IPv6>(['::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96']);

const v4 = (high: number, low: number): IPv4 => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);

/** The IPv4 addresses an IPv6 address leads to, or undefined when it carries none. */
function carriedV4(a: IPv6): IPv4[] | undefined {
  const p = a.parts as [number, number, number, number, number, number, number, number];
  if (V4_IN_LOW_BITS.some((r) => a.match(r))) return [v4(p[6], p[7])];
  if (a.match(SIXTO4)) return [v4(p[1], p[2])];
  // Teredo: the server's address, and the client's with every bit flipped.
  if (a.match(TEREDO)) return [v4(p[2], p[3]), v4(~p[6] & 0xffff, ~p[7] & 0xffff)];
  return undefined;
}

const publicV4 = (a: IPv4) => !REFUSED_V4.some((r) => a.match(r));

/** True when `ip` (an address as Node or the URL parser writes it) is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  let a: IPv4 | IPv6;
  try {
    // A zone (fe80::1%eth0) is link-local anyway: parse without it.
    a = ipaddr.parse(ip.replace(/^\[|\]$/g, '').split('%')[0] ?? '');
  } catch {
    return false;
  }
  if (a.kind() === 'ipv4') return publicV4(a as IPv4);
  const six = a as IPv6;
  const carried = carriedV4(six);
  if (carried) return carried.every(publicV4);
  return six.match(GLOBAL_V6) && !REFUSED_V6.some((r) => six.match(r));
}
