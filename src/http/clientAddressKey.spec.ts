import { describe, expect, it } from 'vitest'

import { clientAddressKey } from './clientAddressKey'

describe('clientAddressKey', () => {
  it('should keep an IPv4 address, also when IPv4-mapped', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7')
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(clientAddressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1')
  })

  it('should count every address of one IPv6 /64 as one client', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(clientAddressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64')
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'))
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64')
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientAddressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('should name a missing address', () => {
    expect(clientAddressKey(undefined)).toBe('unknown')
    expect(clientAddressKey('')).toBe('unknown')
  })
})
