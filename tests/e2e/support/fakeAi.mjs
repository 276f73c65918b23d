/**
 * The fake OpenAI-compatible server of the integration tests (tests/int/support/fakeOpenAI.ts), loaded
 * through tsx from plain Node, for the e2e server. Each call answers after E2E_AI_LATENCY_MS (default
 * 200 ms), so a batch's progress can be watched: a list request for "vintage synths" with count 3
 * answers "vintage synths 1" to "vintage synths 3"; a field answers "AI: <its prompt>"; blog ideas and
 * improved content read like a model's (fakeAiContent.mjs). A prompt that says [slow] answers after
 * E2E_AI_SLOW_MS (default 1200 ms), so a run can be caught running and cancelled; one that says [refuse]
 * (or "refuse-e2e") is refused with a 400 every time (400 is not retried), so a spec can watch a failure.
 */
import { tsImport } from 'tsx/esm/api'

import { contentAnswer } from './fakeAiContent.mjs'

const FAIL_WORDS = ['refuse-e2e', '[refuse]']

export const startFakeAi = async () => {
  /** @type {typeof import('../../int/support/fakeOpenAI')} */
  const { startFakeOpenAI } = await tsImport('../../int/support/fakeOpenAI.ts', import.meta.url)
  const latencyMs = Number(process.env.E2E_AI_LATENCY_MS || 200)
  const slowMs = Number(process.env.E2E_AI_SLOW_MS || 1200)
  const fake = await startFakeOpenAI({
    latencyMs: Number.isFinite(latencyMs) && latencyMs >= 0 ? latencyMs : 200,
  })
  fake.respond = contentAnswer
  fake.latencyFor = (prompt) => (prompt.includes('[slow]') ? slowMs : undefined)
  fake.failFor = (prompt) =>
    FAIL_WORDS.some((word) => prompt.includes(word))
      ? { message: 'The model refused this request', status: 400 }
      : undefined
  return fake
}
