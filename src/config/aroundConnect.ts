import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

type Args = {
  adapter: DatabaseAdapterObj
  /** Runs before the adapter opens the database. */
  before?: () => void
  /** Runs once the adapter is connected, before Payload uses it. */
  after?: (db: BaseDatabaseAdapter) => Promise<void>
}

/**
 * The adapter with steps around its connect. Payload opens the database there (not when the config is
 * read), so the steps run for the server, the worker, the scripts and the tests, and not for
 * `next build` or type generation, which read the config without opening the database.
 */
export const aroundConnect = ({ adapter, after, before }: Args): DatabaseAdapterObj => ({
  ...adapter,
  init: (args) => {
    const db = adapter.init(args)
    const connect = db.connect
    if (connect) {
      db.connect = async function (this: BaseDatabaseAdapter, options) {
        before?.()
        await connect.call(this, options)
        await after?.(this)
      }
    }
    return db
  },
})
