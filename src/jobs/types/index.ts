import { aiBatchRecords } from './aiBatchRecords'
import { aiFillFields } from './aiFillFields'
import { recordsImport } from './recordsImport'

/**
 * Every kind of background job, registered with Payload by the plugin and run by src/jobs/runner.ts.
 * A new kind is one file beside this one and one line here (docs/jobs.md).
 */
export const jobTypes = [aiBatchRecords, aiFillFields, recordsImport]
