import ipaddr from 'ipaddr.js'

export interface AddressPolicy {
  /** Lets loopback addresses through (the e2e fakes); every other non-public range stays refused. */
  allowLoopback: boolean
}

/**
 * Why an IP address may not be fetched, or `null` when it is a public unicast address. Only what ipaddr.js
 * calls `unicast` passes: private, loopback, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * unique-local, multicast, broadcast, unspecified, reserved, documentation and benchmarking ranges are refused.
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`) and NAT64 (`64:ff9b::a00:1`) are judged by the IPv4 address they carry;
 * so is IPv4-compatible IPv6 (`::7f00:1`, deprecated), which is never public: ipaddr.js calls it unicast.
 */
export function refusedAddress(address: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(address)) return 'it is not an IP address'
  let ip = ipaddr.parse(address)
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address()
    else if (v6.range() === 'rfc6052') ip = embeddedIpv4(v6)
    else if (isIpv4Compatible(v6)) {
      const carried = embeddedIpv4(v6)
      const range = carried.range()
      if (range === 'loopback' && policy.allowLoopback) return null
      return `it points to a ${describe(range === 'unicast' ? 'reserved' : range)} address`
    }
  }
  const range = ip.range()
  if (range === 'unicast') return null
  if (range === 'loopback' && policy.allowLoopback) return null
  return `it points to a ${describe(range)} address`
}

/** `::a.b.c.d` (the first 96 bits zero), but not `::` or `::1`, which have ranges of their own. */
function isIpv4Compatible(ip: ipaddr.IPv6): boolean {
  const bytes = ip.toByteArray()
  return (
    bytes.slice(0, 12).every((byte) => byte === 0) &&
    ip.range() !== 'unspecified' &&
    ip.range() !== 'loopback'
  )
}

/** The IPv4 address in the last 32 bits (NAT64's RFC 6052 prefix, IPv4-compatible addresses). */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = ip.toByteArray()
  return new ipaddr.IPv4(bytes.slice(12, 16))
}

function describe(range: string): string {
  switch (range) {
    case 'private':
    case 'uniqueLocal':
    case 'carrierGradeNat':
      return 'private network'
    case 'loopback':
      return 'local (loopback)'
    case 'linkLocal':
      return 'link-local'
    case 'unspecified':
      return 'unspecified'
    case 'multicast':
    case 'broadcast':
      return 'multicast or broadcast'
    default:
      return 'reserved'
  }
}
