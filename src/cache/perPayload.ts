import type { Payload } from 'payload'

/**
 * One store per Payload instance, made on first use and gone with it (tests run several instances in
 * one process; so do the Next and express sides of a production build). Every per-Payload cache and
 * memo of the process gets its store here. `K` is another owner object for the rare store keyed on
 * something else (a sanitized config).
 */
export const perPayload = <T, K extends object = Payload>(make: (owner: K) => T) => {
  const stores = new WeakMap<K, T>()
  return (owner: K): T => {
    const store = stores.get(owner)
    if (store !== undefined || stores.has(owner)) return store as T
    const made = make(owner)
    stores.set(owner, made)
    return made
  }
}
