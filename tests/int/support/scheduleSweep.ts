/**
 * One sweep of the publishing schedule in a process of its own, on the test file's database (its
 * environment), at the wall-clock time SWEEP_AT (ms) so that two such processes sweep together.
 * Prints what it acted on as JSON.
 */
import { getPayload } from 'payload'

import config from '../../../payload.config'
import { runPageSchedules } from '../../../src/services/pages/scheduledPublishing'

const payload = await getPayload({ config })
await new Promise((resolve) =>
  setTimeout(resolve, Math.max(0, Number(process.env.SWEEP_AT) - Date.now())),
)
const done = await runPageSchedules(payload)
process.stdout.write(`SWEEP ${JSON.stringify(done)}\n`)
await payload.destroy()
process.exit(0)
