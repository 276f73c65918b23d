const EVERY_MS = 60 * 60 * 1000

/**
 * Runs a sweep now and then every hour without holding the process open (the file and trash sweeps
 * of each web process); the sweep logs its own failures. Answers the stop function, which waits for
 * the first run.
 */
export const startHourly = (sweep: () => Promise<unknown>) => {
  const first = sweep()
  const timer = setInterval(() => void sweep(), EVERY_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await first
  }
}
