import { settings } from '../config/settings'

type Args = {
  headers: Record<string, string | string[] | undefined>
  /** The request's `simulate_domain` parameter, if any. */
  simulateDomain?: string
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

const previewSuffixes = (): string[] => settings().PREVIEW_HOSTS.map((s) => s.toLowerCase())

export const hostName = (hostHeader: string | undefined): string => {
  const host = (hostHeader || '').trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.replace(/:\d+$/, '')
}

/** localhost, `*.localhost`, a bare IP, or a configured preview host: where simulate_domain is honoured. */
export const isDevHost = (host: string): boolean =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  IPV4.test(host) ||
  host.startsWith('[') ||
  previewSuffixes().some((suffix) => host === suffix || host.endsWith(`.${suffix}`))

/** The tenant domain a public request is for: `simulate_domain` on dev hosts, else the Host header. */
export const requestDomain = ({ headers, simulateDomain }: Args): string => {
  const rawHost = headers.host
  const host = hostName(Array.isArray(rawHost) ? rawHost[0] : rawHost)
  const simulated = simulateDomain?.trim().toLowerCase()
  return simulated && isDevHost(host) ? simulated : host
}
