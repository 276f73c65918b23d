/**
 * The fake OpenAI-compatible server of the integration tests (tests/int/support/fakeOpenAI.ts), loaded
 * through tsx from plain Node, for the e2e server. Each call answers after E2E_AI_LATENCY_MS (default
 * 200 ms), so a batch's progress can be watched: a list request for "vintage synths" with count 3
 * answers "vintage synths 1" to "vintage synths 3"; a field answers "AI: <its prompt>".
 */
import { tsImport } from 'tsx/esm/api'

export const startFakeAi = async () => {
  /** @type {typeof import('../../int/support/fakeOpenAI')} */
  const { startFakeOpenAI } = await tsImport('../../int/support/fakeOpenAI.ts', import.meta.url)
  const latencyMs = Number(process.env.E2E_AI_LATENCY_MS || 200)
  return startFakeOpenAI({
    latencyMs: Number.isFinite(latencyMs) && latencyMs >= 0 ? latencyMs : 200,
  })
}
