import { Redis } from 'ioredis'

import type { ProgressBus, ProgressEvent } from './types'

type Args = { url: string; channel?: string }

/**
 * Progress through Redis pub/sub: the process running the job publishes each message once its log row
 * is written; every web process subscribes. Messages arrive in publish order (one connection publishes
 * them), within milliseconds. Connections open on first use, so a process that only publishes never
 * holds a subscriber connection.
 */
export const createRedisProgressBus = ({ channel = 'sg:ai-progress', url }: Args): ProgressBus => {
  const listeners = new Set<(event: ProgressEvent) => void>()
  let publisher: Redis | undefined
  let subscriber: Redis | undefined

  const openSubscriber = () => {
    const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null })
    client.on('error', () => {}) // ioredis reconnects by itself; without a listener it would crash the process
    void client.subscribe(channel)
    client.on('message', (_channel: string, text: string) => {
      let event: ProgressEvent
      try {
        event = JSON.parse(text) as ProgressEvent
      } catch {
        return
      }
      for (const listener of listeners) listener(event)
    })
    return client
  }

  return {
    publish: async (events) => {
      if (events.length === 0) return
      publisher ??= new Redis(url, { maxRetriesPerRequest: 3 }).on('error', () => {})
      const pipeline = publisher.pipeline()
      for (const event of events) pipeline.publish(channel, JSON.stringify(event))
      await pipeline.exec()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      subscriber ??= openSubscriber()
      return () => void listeners.delete(listener)
    },
    close: async () => {
      listeners.clear()
      await Promise.all([publisher?.quit().catch(() => {}), subscriber?.quit().catch(() => {})])
      publisher = undefined
      subscriber = undefined
    },
  }
}
