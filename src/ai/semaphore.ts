/**
 * Limits how many calls run at once. The limit is read on every acquire, so a changed AI_CONCURRENCY
 * applies to the next call without a restart.
 */
export const createSemaphore = (limit: () => number) => {
  let active = 0
  const waiting: (() => void)[] = []

  const next = () => {
    while (waiting.length > 0 && active < limit()) {
      active++
      waiting.shift()?.()
    }
  }

  return {
    run: async <T>(work: () => Promise<T>): Promise<T> => {
      await new Promise<void>((resolve) => {
        waiting.push(resolve)
        next()
      })
      try {
        return await work()
      } finally {
        active--
        next()
      }
    },
    get active() {
      return active
    },
  }
}
