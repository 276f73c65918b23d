import cluster from 'node:cluster'
import type { Worker } from 'node:cluster'
import os from 'node:os'

import { appLogger } from './config/logger'
import { StartupError } from './config/startupError'

/**
 * How many web processes to run: a number, or `auto` for one per CPU. A Node process renders on one
 * core; on a machine with more, more processes answer more pages (docs/scaling.md).
 */
export const webConcurrency = (value: string | undefined): number => {
  if (!value) return 1
  if (value.trim().toLowerCase() === 'auto') return Math.max(1, os.availableParallelism())
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new StartupError(
      `WEB_CONCURRENCY must be 'auto' or a whole number from 1 to 64, not '${value}'`,
    )
  }
  return count
}

// A worker that dies this soon after starting is failing to start, not crashing now and then.
const EARLY_EXIT_MS = 15_000

/**
 * The supervisor of a cluster of web processes sharing PORT (node:cluster hands connections round
 * robin). The first worker migrates, bootstraps and prints the URLs; the others start once it
 * listens. Content-version bumps are relayed between workers, so a page edited through one worker is
 * fresh on all of them at once. A worker that crashes is replaced; SIGTERM and SIGINT stop them all
 * gracefully (each finishes its in-flight requests).
 */
export const runCluster = (count: number) => {
  let stopping = false
  const startedAt = new Map<Worker, number>()

  const fork = (bootstrap: boolean) => {
    const worker = cluster.fork({ WEB_BOOTSTRAP: String(bootstrap) })
    startedAt.set(worker, Date.now())
    return worker
  }

  cluster.on('message', (from, message: { type?: string }) => {
    if (message?.type !== 'content-versions') return
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from) worker.send(message)
  })

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0)
      return
    }
    if (lived < EARLY_EXIT_MS) {
      appLogger().error(
        `A web process exited while starting (${signal ?? `code ${code}`}): stopping.`,
      )
      stop('SIGTERM', code || 1)
      return
    }
    appLogger().error(`A web process exited (${signal ?? `code ${code}`}): starting another.`)
    fork(false)
  })

  let exitCode = 0
  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return
    stopping = true
    exitCode = code
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w)
    if (!workers.length) process.exit(exitCode)
    for (const worker of workers) worker.process.kill(signal)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('exit', () => (process.exitCode = exitCode))

  let listening = 0
  cluster.on('listening', () => {
    listening += 1
    if (listening !== count) return
    appLogger().info(`${count} web processes ready (WEB_CONCURRENCY)`)
    // A parent with an IPC channel (a process manager, the benchmark) is told too, whatever LOG_LEVEL says.
    process.send?.({ type: 'web-processes-ready', count })
  })

  const first = fork(true)
  first.once('listening', () => {
    for (let i = 1; i < count; i++) fork(false)
  })
}
