import { AsyncLocalStorage } from 'node:async_hooks'

/** What a rendered response depends on: each content-version key it read, at the version it read. */
export type Dependencies = Map<string, number>

const scope = new AsyncLocalStorage<Dependencies>()

/**
 * Runs `work` and answers, with its result, every content version it read (contentVersionNumber
 * records each read into the innermost scope). A cached response keeps these and stays valid while
 * every one of them is unchanged: a record written into dataset A invalidates the pages that read
 * A's version, and no others. Nothing needs listing by hand, so a page cannot forget a dependency.
 */
export const collectDependencies = async <T>(
  work: () => Promise<T>,
  base: Record<string, number> = {},
): Promise<{ result: T; dependencies: Dependencies }> => {
  const dependencies: Dependencies = new Map(Object.entries(base))
  const result = await scope.run(dependencies, work)
  return { result, dependencies }
}

/** Notes that the work in progress (if any) read `key` at `version`. */
export const recordDependency = (key: string, version: number) => {
  const current = scope.getStore()
  // The first version read wins: a render that saw two versions of one key is checked against the
  // older one, and so is renewed once the newer is current.
  if (current && !current.has(key)) current.set(key, version)
}
