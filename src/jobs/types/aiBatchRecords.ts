import { runBatch } from '../../services/ai/runBatch'
import { defineJobType } from '../jobType'
import { aiRunHandler } from './aiRun'

/** New records written by the AI from a list of inputs (POST /api/datasets/:id/ai-records). */
export const aiBatchRecords = defineJobType({
  slug: 'aiBatchRecords',
  log: 'ai-logs',
  operation: 'batch_generation',
  handler: aiRunHandler(runBatch),
})
