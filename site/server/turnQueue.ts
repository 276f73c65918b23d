/**
 * Starts queued work one piece per event-loop turn, first come first served.
 *
 * Why: Node accepts new connections in the poll phase of the event loop, one turn at a time. A page
 * render is synchronous CPU work (the SQLite reads are synchronous too), so when fifty requests are
 * ready, rendering them all in one turn makes that turn fifty renders long, and a client opening a
 * connection then waits for many such turns before it is even accepted (measured: up to a second
 * before the fiftieth of fifty new connections was accepted). One render per turn keeps turns short:
 * connections are accepted and requests read within a render's time, and requests are served in the
 * order they came. Work that waits on real I/O (PostgreSQL) yields, and the next piece starts.
 */
export const createTurnQueue = () => {
  const queue: (() => void)[] = []
  let scheduled = false

  const drain = () => {
    const start = queue.shift()
    if (queue.length) setImmediate(drain)
    else scheduled = false
    start?.()
  }

  return <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => void work().then(resolve, reject))
      if (!scheduled) {
        scheduled = true
        setImmediate(drain)
      }
    })
}
