/**
 * The product's entry point. `WEB_CONCURRENCY` web processes serve one port: with one (the default)
 * this process is the server (src/web.ts); with more it is a small supervisor (src/cluster.ts) that
 * forks them. `npm start` runs it built; `npm run dev` live.
 *
 * First the start-up checks (src/config/preflight.ts): a setting, port or file the product cannot
 * start with ends the start at once with one line on stderr and exit code 1, before the database is
 * opened. `--check` runs only them (`npm start` does so before it builds).
 */
import cluster from 'node:cluster'

import { runCluster, webConcurrency } from './cluster'
import { preflight } from './config/preflight'
import { StartupError } from './config/startupError'
import { settings } from './config/settings'

/** The number of web processes, or null when the start must stop (the reason is printed). */
const checked = async (): Promise<number | null> => {
  try {
    const workers = webConcurrency(settings().WEB_CONCURRENCY)
    // A cluster's workers share the port the supervisor checked; checking again would race their siblings.
    if (cluster.isPrimary) await preflight()
    return workers
  } catch (error) {
    if (!(error instanceof StartupError)) throw error
    // One plain line on stderr, before any logger: the start-up contract (README).
    process.stderr.write(`${error.message}\n`)
    process.exitCode = 1
    return null
  }
}

const workers = await checked()
if (workers !== null && !process.argv.includes('--check')) {
  if (cluster.isPrimary && workers > 1) runCluster(workers)
  else await import('./web')
}
