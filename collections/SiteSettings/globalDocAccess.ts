import type { Config, SanitizedGlobalConfig } from 'payload'
import { docAccessOperationGlobal } from 'payload'

type Queries = NonNullable<NonNullable<Config['graphQL']>['queries']>
type Context = { req: Parameters<typeof docAccessOperationGlobal>[0]['req'] }

/**
 * GraphQL's `docAccess<Global>` (`docAccessSiteSetting`) answers what the global's access allows,
 * instead of Payload's internal error: its resolver reads the request from the arguments, where
 * there is none (payload 3.90's resolvers/globals/docAccess.js takes `(_, context)`, not
 * `(_, args, context)`). The same field, with a resolver that reads the context.
 */
export const withGlobalDocAccess =
  (queries?: Queries): Queries =>
  (GraphQL, info) => {
    const graphQL = info.globals.graphQL || {}
    // Keyed as Payload's initGlobals keys `globals.graphQL` (the config is a list: by index).
    const entries: [string, SanitizedGlobalConfig][] = Object.entries(info.globals.config)
    const fixed = entries.flatMap(([key, globalConfig]) => {
      const name = `docAccess${graphQL[key]?.type.name}`
      const field = info.Query.fields[name]
      if (!field) return []
      const resolve = (_source: unknown, _args: unknown, context: Context) =>
        docAccessOperationGlobal({ globalConfig, req: context.req })
      return [[name, { ...field, resolve }]]
    })
    return { ...Object.fromEntries(fixed), ...(queries?.(GraphQL, info) ?? {}) }
  }
