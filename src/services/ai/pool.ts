type Args<T> = {
  items: T[]
  concurrency: number
  worker: (item: T) => Promise<void>
  /** Checked before each new item: a failure elsewhere or a shutdown stops the pool taking more. */
  shouldStop: () => boolean
}

/**
 * Runs `worker` over the items, at most `concurrency` at once, in order of starting. Items already
 * started are always let finish, so each one's result is saved before the pool resolves.
 */
export const runPool = async <T>({
  concurrency,
  items,
  shouldStop,
  worker,
}: Args<T>): Promise<void> => {
  let next = 0
  const lane = async () => {
    while (next < items.length && !shouldStop()) await worker(items[next++])
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane))
}

/**
 * Items in flight for a given AI_CONCURRENCY: twice as many, so that while some items wait on the
 * database (saving a record) or between their fields, the others keep every AI slot busy. The
 * provider still lets only AI_CONCURRENCY calls out at once.
 */
export const itemLanes = (aiConcurrency: number) => Math.max(1, aiConcurrency * 2)
