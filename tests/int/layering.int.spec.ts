/**
 * The layering that `npm run lint` enforces (eslint.layers.mjs, docs/architecture.md), shown to fire:
 * each case lints a small file at a real place in the tree with the project's own ESLint config, and
 * an upward import, or raw database access outside src/data, must be refused.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

// The rules under test; others (an unused import in a snippet) are beside the point here.
const LAYERING = /^(boundaries\/|no-restricted-)/

/** What the layering rules refused in `code` placed at `file` (empty when it passes). */
const refusals = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: file })
  return result.messages
    .filter((m) => LAYERING.test(m.ruleId ?? ''))
    .map((m) => `${m.ruleId}: ${m.message}`)
}

describe('the layers, as npm run lint enforces them', () => {
  it.each([
    [
      'a service importing src/http',
      'src/services/x.ts',
      "import { errorHandler } from '../http/errorHandler'",
      'services may not import http',
    ],
    [
      'a service importing an endpoint',
      'src/services/pages/x.ts',
      "import { pageRoutes } from '../../../endpoints/pages'",
      'services may not import endpoints',
    ],
    [
      'a service importing the site',
      'src/services/x.ts',
      "import { seo } from '../../site/lib/seo'",
      'services may not import site',
    ],
    [
      'a service importing the server',
      'src/services/x.ts',
      "export const start = () => import('../server')",
      'services may not import app',
    ],
    [
      'the AI machinery importing an AI service',
      'src/ai/x.ts',
      "import { runBatch } from '../services/ai/runBatch'",
      'ai may not import services',
    ],
    [
      'the job queue importing a service',
      'src/jobs/x.ts',
      "import { runBatch } from '../services/ai/runBatch'",
      'jobs may not import services',
    ],
    [
      'src/data importing the job queue',
      'src/data/x.ts',
      "import { enqueueJob } from '../jobs/queue'",
      'data may not import jobs',
    ],
    [
      'a collection hook importing a service',
      'collections/Pages/hooks/x.ts',
      "import { accessAs } from '../../../src/services/common/accessAs'",
      'data may not import services',
    ],
    [
      'src/data importing a service',
      'src/data/x.ts',
      "import { findOr404 } from '../services/common/findOr404'",
      'data may not import services',
    ],
    [
      'a schema importing a service',
      'src/schemas/x.ts',
      "import { accessAs } from '../services/common/accessAs'",
      'shared may not import services',
    ],
    [
      'the admin importing a service',
      'admin-views/x.ts',
      "import { listTasks } from '../src/services/tasks/tasks'",
      'admin may not import services',
    ],
    [
      'an endpoint importing the site',
      'endpoints/x.ts',
      "import { seo } from '../site/lib/seo'",
      'endpoints may not import site',
    ],
    [
      'a re-export from a layer above',
      'src/services/x.ts',
      "export { HttpError } from '../http/HttpError'",
      'services may not import http',
    ],
  ])('should refuse %s', async (_name, file, code, expected) => {
    expect(await refusals(file, `${code}\n`)).toEqual([
      `boundaries/dependencies: ${expected} (see docs/architecture.md)`,
    ])
  })

  it.each([
    [
      'an endpoint calling a service',
      'endpoints/x.ts',
      "import { listTasks } from '../src/services/tasks/tasks'",
    ],
    [
      'a service using src/data',
      'src/services/x.ts',
      "import { queryRecords } from '../data/records/recordQueries'",
    ],
    [
      'a service using a schema',
      'src/services/x.ts',
      "import { taskSchema } from '../schemas/tasks'",
    ],
    [
      'an AI service using the AI machinery',
      'src/services/ai/x.ts',
      "import { createOpenAiProvider } from '../../ai/provider'",
    ],
    [
      'the AI machinery throwing a domain error',
      'src/ai/x.ts',
      "import { DomainError } from '../services/errors'",
    ],
    [
      'a job type running a service',
      'src/jobs/types/x.ts',
      "import { runImport } from '../../services/imports/runImport'",
    ],
    ['a service queueing a job', 'src/services/x.ts', "import { enqueueJob } from '../jobs/queue'"],
    [
      'a collection hook using src/data',
      'collections/Datasets/hooks/x.ts',
      "import { deleteRows } from '../../../src/data/deleteRows'",
    ],
    [
      'the admin reading the AI progress types',
      'admin-views/x.ts',
      "import type { ProgressMessage } from '../src/jobs/progress/types'",
    ],
  ])('should let %s through', async (_name, file, code) => {
    expect(await refusals(file, `${code}\n`)).toEqual([])
  })
})

describe('site pages reach the services through pageContext.services', () => {
  const onlyTypes =
    'boundaries/dependencies: site pages reach the services through pageContext.services and import only their types (see site/server/siteServices.ts)'

  it.each([
    [
      'a page importing a service',
      'site/pages/index/x.ts',
      "import { getHomepage } from '../../../src/services/public/layout/homepage'",
    ],
    [
      'a component loading a service lazily',
      'site/components/x.tsx',
      "export const load = () => import('../../src/services/public/layout/homepage')",
    ],
    [
      'a loader importing a type without `import type`',
      'site/loaders/x.ts',
      "import { type PublicTenant } from '../../src/services/public/types'",
    ],
  ])('should refuse %s', async (_name, file, code) => {
    expect(await refusals(file, `${code}\n`)).toEqual([onlyTypes])
  })

  it.each([
    [
      'a page importing a service type',
      'site/pages/index/x.ts',
      "import type { HomepageView } from '../../../src/services/public/types'",
    ],
    [
      'the site server wiring a service in',
      'site/server/x.ts',
      "import { getHomepage } from '../../src/services/public/layout/homepage'",
    ],
  ])('should let %s through', async (_name, file, code) => {
    expect(await refusals(file, `${code}\n`)).toEqual([])
  })
})

describe('one way into the database beside the Local API', () => {
  it('should refuse drizzle outside src/data', async () => {
    expect(
      await refusals('src/services/x.ts', "import { sql } from '@payloadcms/db-sqlite/drizzle'\n"),
    ).toEqual([
      "no-restricted-imports: '@payloadcms/db-sqlite/drizzle' import is restricted from being used by a pattern. Raw database access lives in src/data (docs/architecture.md).",
    ])
  })

  it('should refuse payload.db outside src/data', async () => {
    const code =
      "import type { Payload } from 'payload'\nexport const f = (payload: Payload) => payload.db.drizzle\n"
    expect(await refusals('collections/Pages/hooks/x.ts', code)).toEqual([
      "no-restricted-syntax: Payload's database adapter (payload.db) is reached from src/data only (docs/architecture.md).",
    ])
    expect(await refusals('src/data/x.ts', code)).toEqual([])
  })
})
