import net from 'node:net'

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
const ipv6Groups = (ip: string): string[] => {
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0)
  const [head, tail] = ip.split('::')
  const headParts = head ? head.split(':') : []
  if (tail === undefined) return headParts
  const tailParts = tail ? tail.split(':') : []
  return [
    ...headParts,
    ...Array<string>(8 - width(headParts) - width(tailParts)).fill('0'),
    ...tailParts,
  ]
}

/**
 * What a client address is counted under: an IPv4 address as it is (also written IPv4-mapped,
 * `::ffff:192.0.2.1`), an IPv6 address by its /64 network, since one subscriber is usually handed a
 * whole /64 and could otherwise take a fresh address for every guess.
 */
export const clientAddressKey = (ip: string | undefined): string => {
  if (!ip) return 'unknown'
  const address = ip.split('%')[0]
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped) return mapped[1]
  if (!net.isIPv6(address)) return address
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
  return `${network.join(':')}::/64`
}
