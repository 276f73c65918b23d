/**
 * The list of background job types (src/jobs/types/index.ts) as the queue sees it: each type is
 * registered with Payload under its own slug, writes a log Payload knows, and a job queued with
 * enqueueJob is claimed and run by the runner through the task its type declares.
 */
import { getPayload } from 'payload'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '../../../payload.config'
import { JOBS_QUEUE, enqueueJob } from '../../../src/jobs/queue'
import { startJobRunner } from '../../../src/jobs/runner'
import { jobTypes } from '../../../src/jobs/types'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.destroy()
})

const jobsOf = async (taskSlug: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      depth: 0,
      overrideAccess: true,
      where: { taskSlug: { equals: taskSlug } },
    })
  ).docs

describe('the job types', () => {
  it('should give every type its own slug', () => {
    const slugs = jobTypes.map((type) => type.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it.each(jobTypes.map((type) => [type.slug, type]))(
    'should register %s with Payload as the task its type declares',
    (slug, type) => {
      const registered = payload.config.jobs.tasks?.filter((task) => task.slug === slug)
      expect(registered).toEqual([type.task])
      expect(payload.collections[type.log]).toBeDefined()
    },
  )

  it.each(jobTypes.map((type) => [type.slug, type]))(
    'should run a queued %s job on the jobs queue to its end',
    async (slug, type) => {
      // A job whose log is gone has nothing to do: its handler returns, and Payload deletes a
      // completed job (a failed one would stay, waiting for its next attempt).
      await enqueueJob({ logId: '999999', payload, type })
      expect(await jobsOf(slug)).toMatchObject([{ queue: JOBS_QUEUE, taskSlug: slug }])
      const runner = startJobRunner({ payload, pollMs: 50 })
      try {
        const until = Date.now() + 20_000
        while ((await jobsOf(slug)).length > 0) {
          if (Date.now() > until) throw new Error(`the ${slug} job did not complete`)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      } finally {
        await runner.stop()
      }
      expect(await jobsOf(slug)).toEqual([])
    },
  )
})
