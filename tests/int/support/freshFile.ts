import { vi } from 'vitest'

type VitestWorker = {
  evaluatedModules?: {
    idToModuleMap: Map<string, { evaluated: boolean; exports: unknown; promise: unknown }>
  }
}
type Shared = typeof globalThis & {
  __firstEnv?: NodeJS.ProcessEnv
  __vitest_mocker__?: { reset: () => void }
  __vitest_worker__?: VitestWorker
  _payload?: Map<string, unknown>
  _payload_graphql?: { graphql: unknown; promise: unknown }
}

/**
 * Test files share their worker process (vitest.config.ts, `isolate: false`), which saves each file
 * the seconds it takes to load Payload, Lexical, Drizzle and Next's routes. What a file may have
 * changed is put back before the next one starts, so each still sees what a process of its own would:
 *
 * - the environment the worker started with (a file's `setEnv` and its settings do not leak);
 * - the project's own modules evaluated afresh (their caches, counters and rate limiters start
 *   empty, and `payload.config` is built again from this file's environment), and no module mock of an
 *   earlier file (what Vitest itself does between files when it isolates them);
 * - no Payload instance of an earlier file in Payload's own cache (`getPayload`), and no GraphQL
 *   schema built from an earlier file's config in the cache of Payload's GraphQL route.
 *
 * The packages in node_modules stay loaded: that is the saving.
 */
export const freshFile = () => {
  const shared = globalThis as Shared
  if (shared.__firstEnv) {
    for (const name of Object.keys(process.env)) {
      if (!(name in shared.__firstEnv)) delete process.env[name]
    }
    Object.assign(process.env, shared.__firstEnv)
  } else {
    shared.__firstEnv = { ...process.env }
  }

  shared.__vitest_mocker__?.reset()
  vi.resetModules()
  // vi.resetModules keeps evaluated mocks; a mock of the same module in a later file must run its
  // own factory.
  for (const [id, node] of shared.__vitest_worker__?.evaluatedModules?.idToModuleMap ?? []) {
    if (!id.startsWith('mock:')) continue
    node.evaluated = false
    node.exports = undefined
    node.promise = undefined
  }

  shared._payload?.clear()
  if (shared._payload_graphql) {
    shared._payload_graphql.graphql = null
    shared._payload_graphql.promise = null
  }
}

type Pool = { _clients?: { release?: () => void }[]; end: () => Promise<void> }
type LeftPayload = { db: { pool?: Pool }; destroy: () => Promise<void> }

/**
 * After a file: the Payload instances it opened are destroyed, so that their database connections do
 * not outlive the file. Payload's `destroy` leaves a PostgreSQL adapter's pool open, with the client
 * its `connect` checked out and never gave back; that client is given back and the pool ended here
 * (138 files' worth would pass the server's 100 connections).
 */
export const closeFilePayloads = async () => {
  const cached = (globalThis as Shared)._payload
  for (const entry of cached?.values() ?? []) {
    const payload = (entry as { payload?: LeftPayload }).payload
    if (!payload) continue
    const pool = payload.db.pool
    await payload.destroy().catch(() => {})
    if (!pool) continue
    for (const client of pool._clients ?? []) {
      try {
        client.release?.()
      } catch {
        // Idle already: the pool's end closes it.
      }
    }
    await pool.end().catch(() => {})
  }
  cached?.clear()
}
