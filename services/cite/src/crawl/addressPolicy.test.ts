import { describe, expect, it } from 'vitest'
import { refusedAddress } from './addressPolicy.ts'

const strict = { allowLoopback: false }
const tests = { allowLoopback: true }

describe('refusedAddress', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('lets the public address %s through', (address) => {
    expect(refusedAddress(address, strict)).toBeNull()
  })

  it.each([
    ['127.0.0.1', 'local (loopback)'],
    ['127.1.2.3', 'local (loopback)'],
    ['::1', 'local (loopback)'],
    ['::ffff:127.0.0.1', 'local (loopback)'],
    ['::ffff:7f00:1', 'local (loopback)'],
    ['10.0.0.1', 'private network'],
    ['172.16.5.4', 'private network'],
    ['172.31.255.255', 'private network'],
    ['192.168.1.1', 'private network'],
    ['100.64.0.1', 'private network'],
    ['fc00::1', 'private network'],
    ['fd12:3456:789a::1', 'private network'],
    ['::ffff:10.0.0.1', 'private network'],
    ['64:ff9b::a00:1', 'private network'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast or broadcast'],
    ['239.255.255.250', 'multicast or broadcast'],
    ['255.255.255.255', 'multicast or broadcast'],
    ['ff02::1', 'multicast or broadcast'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    // IPv4-compatible IPv6 (::/96, deprecated by RFC 4291): judged by the IPv4 address it carries, and never public.
    ['::7f00:1', 'local (loopback)'],
    ['::127.0.0.1', 'local (loopback)'],
    ['::a00:1', 'private network'],
    ['::a9fe:a9fe', 'link-local'],
    ['::808:808', 'reserved'],
  ])('refuses %s as %s', (address, kind) => {
    expect(refusedAddress(address, strict)).toBe(`it points to a ${kind} address`)
  })

  it('lets loopback through only when allowed, and nothing else private', () => {
    expect(refusedAddress('127.0.0.1', tests)).toBeNull()
    expect(refusedAddress('::1', tests)).toBeNull()
    expect(refusedAddress('::ffff:127.0.0.1', tests)).toBeNull()
    expect(refusedAddress('10.0.0.1', tests)).not.toBeNull()
    expect(refusedAddress('169.254.169.254', tests)).not.toBeNull()
    expect(refusedAddress('0.0.0.0', tests)).not.toBeNull()
  })

  it('refuses what is not an address', () => {
    expect(refusedAddress('example.com', strict)).toBe('it is not an IP address')
  })
})
