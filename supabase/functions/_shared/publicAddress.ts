// The address rule for outgoing feed requests: only globally routable unicast IP addresses count as public.
import ipaddr from 'ipaddr.js';

/** 2000::/3, the only IPv6 block allocated for global unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** NAT64 prefixes (RFC 6052, RFC 8215): the last 32 bits are the IPv4 address reached. */
const NAT64_PREFIXES = [ipaddr.IPv6.parseCIDR('64:ff9b::/96')];

function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
}

/**
 * True for an IPv4 or IPv6 address that is public: not private (RFC 1918), loopback, link-local
 * (169.254.169.254, the cloud metadata address, included), unique-local, carrier-grade NAT,
 * unspecified, multicast, broadcast, documentation, benchmarking or otherwise reserved. IPv4-mapped
 * and NAT64 IPv6 addresses are judged by the IPv4 address inside. Anything unparsable is not public.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(bare);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv4') return (parsed as ipaddr.IPv4).range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  if (NAT64_PREFIXES.some((prefix) => v6.match(prefix))) {
    return embeddedIpv4(v6).range() === 'unicast';
  }
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}

/** The IP address a URL hostname spells literally ('127.0.0.1', '[::1]'), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.slice(1, -1);
  return ipaddr.IPv4.isValidFourPartDecimal(hostname) ? hostname : null;
}
