import type { Payload } from 'payload'

import { startJobRunner } from '../jobs/runner'
import { closeProgressPublisher, createProgressBus } from '../jobs/progress/createProgressBus'
import type { ProgressAudience, ProgressMessage } from '../jobs/progress/types'
import { toMessage } from '../jobs/progress/types'
import { settings } from '../config/settings'

type Args = {
  payload: Payload
  /** The WebSocket's broadcast: sends to the clients allowed to read the run. */
  broadcast: (message: ProgressMessage, audience: ProgressAudience) => void
}

/**
 * The web process's share of the AI pipeline: it hears every progress message (whichever process ran
 * the job) and passes it to its WebSocket clients, and it runs the background jobs (src/jobs) itself
 * unless AI_RUN_JOBS_IN_WEB=false (then `npm run worker` processes do).
 */
export const startAiBackground = ({ broadcast, payload }: Args) => {
  const bus = createProgressBus(payload)
  const unsubscribe = bus.subscribe((event) =>
    broadcast(toMessage(event), {
      datasetTenantIds: event.datasetTenantIds,
      tenantId: event.tenantId,
    }),
  )
  const runner = !settings().AI_RUN_JOBS_IN_WEB ? undefined : startJobRunner({ payload })
  return {
    close: async () => {
      await runner?.stop()
      unsubscribe()
      await bus.close()
      await closeProgressPublisher()
    },
  }
}
