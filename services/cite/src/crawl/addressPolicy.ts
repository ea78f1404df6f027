import ipaddr from 'ipaddr.js'

export interface AddressPolicy {
  /** Lets loopback addresses through (the e2e fakes); every other non-public range stays refused. */
  allowLoopback: boolean
}

/**
 * Why an IP address may not be fetched, or `null` when it is a public unicast address. Only what ipaddr.js
 * calls `unicast` passes: private, loopback, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * unique-local, multicast, broadcast, unspecified, reserved, documentation and benchmarking ranges are refused.
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`) and NAT64 (`64:ff9b::a00:1`) are judged by the IPv4 address they carry.
 */
export function refusedAddress(address: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(address)) return 'it is not an IP address'
  let ip = ipaddr.parse(address)
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address()
    else if (v6.range() === 'rfc6052') ip = embeddedIpv4(v6)
  }
  const range = ip.range()
  if (range === 'unicast') return null
  if (range === 'loopback' && policy.allowLoopback) return null
  return `it points to a ${describe(range)} address`
}

/** The IPv4 address in the last 32 bits of a NAT64 address (RFC 6052 well-known prefix). */
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
