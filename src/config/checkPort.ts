import net from 'node:net'

import { describeHost } from './listenAddress'
import type { ListenAddress } from './listenAddress'
import { StartupError } from './startupError'

const reason = (error: NodeJS.ErrnoException, { host, port }: ListenAddress): string => {
  const where = `(${describeHost(host)})`
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} is already in use ${where}: stop the other process or set PORT`
    case 'EACCES':
      return `Port ${port} needs privileges this process does not have ${where}: use a port above 1023 or set PORT`
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine: set HOST to one of its addresses, or unset it for all interfaces`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${host} does not resolve to an address: set HOST to an address or a known name, or unset it`
    default:
      return `Cannot listen on port ${port} ${where}: ${error.message}`
  }
}

/**
 * Binds HOST:PORT for a moment, the way the web server will, so a port already taken stops the start
 * at once, before the database is opened, migrated or seeded (which would take seconds to fail).
 */
export const checkPort = (address: ListenAddress): Promise<void> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new StartupError(reason(error, address))),
    )
    server.listen(address.port, address.host, () => server.close(() => resolve()))
  })
