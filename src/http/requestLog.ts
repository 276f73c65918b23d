import type http from 'node:http'

import type { Logger } from 'pino'

import { hostName } from '../utilities/requestDomain'

const ADMIN_PATHS = /^\/(admin|_next|__nextjs|api)(\/|$|\?)/
const TENANT_ID = /[?&]tenantId=([0-9a-f-]{36})/i
const SIMULATED = /[?&]simulate_domain=([^&#]+)/
const SELECTED_TENANT = /(?:^|;\s*)payload-tenant=([0-9a-f-]{36})/i

/**
 * The tenant a request is for, as far as it shows without work: the simulated or requested domain
 * of a public page, else the tenant an admin call names (`?tenantId=`) or has selected in the admin
 * (the multi-tenant plugin's `payload-tenant` cookie). Null when none.
 */
const tenantOf = (req: http.IncomingMessage, url: string): string | null => {
  const simulated = SIMULATED.exec(url)?.[1]
  // As the site reads it (URLSearchParams): a malformed escape (`%ff`) becomes U+FFFD, never a throw
  // in the listener, which would lose the line and raise an uncaught exception.
  if (simulated) return new URLSearchParams(`d=${simulated}`).get('d')
  if (!ADMIN_PATHS.test(url)) return hostName(req.headers.host) || null
  return TENANT_ID.exec(url)?.[1] ?? SELECTED_TENANT.exec(req.headers.cookie ?? '')?.[1] ?? null
}

/**
 * One JSON log line per request once its answer is sent (or the client went away): method, path
 * (without the query, which may hold a session id), status, duration in milliseconds, tenant.
 * Written at `info`, so LOG_LEVEL=warn leaves only problems; 5xx answers are logged at `error`.
 */
export const logRequests = (loggerOf: () => Logger) => {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const logger = loggerOf()
    if (!logger.isLevelEnabled('info') && !logger.isLevelEnabled('error')) return
    const started = process.hrtime.bigint()
    const url = req.url ?? '/'
    const done = () => {
      res.off('finish', done)
      res.off('close', done)
      const status = res.writableFinished ? res.statusCode : 499
      const line = {
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        method: req.method,
        msg: 'request',
        path: url.split('?')[0],
        status,
        tenant: tenantOf(req, url),
      }
      if (status >= 500) logger.error(line)
      else logger.info(line)
    }
    res.on('finish', done)
    res.on('close', done)
  }
}
