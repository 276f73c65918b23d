import { runFill } from '../../services/ai/runFill'
import { defineJobType } from '../jobType'
import { aiRunHandler } from './aiRun'

/** Empty fields of existing records filled by the AI (POST /api/datasets/:id/ai-fill). */
export const aiFillFields = defineJobType({
  slug: 'aiFillFields',
  log: 'ai-logs',
  operation: 'field_generation',
  handler: aiRunHandler(runFill),
})
