import { settings } from './settings'

export type ListenAddress = {
  /** Undefined: all interfaces. */
  host?: string
  port: number
}

/** HOST and PORT as the web server listens on them (PORT=0: any free port). */
export const listenAddress = (): ListenAddress => ({ host: settings().HOST, port: settings().PORT })

export const describeHost = (host?: string) => `HOST ${host ?? 'all interfaces'}`
