import type { Payload } from 'payload'

import { progressPublisher } from '../jobs/progress/createProgressBus'
import { createOpenAiProvider } from './provider'

/** The real AI dependencies for a request: the OpenAI-compatible provider and this process's progress bus. */
export const aiDeps = (payload: Payload) => ({
  bus: progressPublisher(payload),
  provider: createOpenAiProvider(),
})
