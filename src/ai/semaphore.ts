/**
 * Limits how many calls run at once. The limit is read on every acquire, so a changed AI_CONCURRENCY
 * applies to the next call without a restart. A caller may give up waiting for a slot: when its signal
 * aborts (the run was cancelled, or the runner is stopping) it leaves the queue with the signal's reason.
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

  const acquire = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const onAbort = () => {
        const index = waiting.indexOf(grant)
        if (index === -1) return
        waiting.splice(index, 1)
        reject(signal?.reason)
      }
      const grant = () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      waiting.push(grant)
      next()
    })

  return {
    run: async <T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
      await acquire(signal)
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
