import type { Payload } from 'payload'

import type { ActivityItem, ActivityKind } from '../../schemas/dashboard'
import type { SessionUser } from '../../auth/sessions'
import { refId } from '../../utilities/refId'
import { accessAs } from '../common/accessAs'
import { visible } from '../common/visible'

type Args = { limit: number; payload: Payload; user: SessionUser }

type Ref = Parameters<typeof refId>[0]
type Row = { createdAt: string; id: number | string; tenant?: Ref; updatedAt: string } & Record<
  string,
  unknown
>

/**
 * On creation the database adapter stamps createdAt and updatedAt a few milliseconds apart; an edit
 * made a moment after the creation (a quick click in the admin) must still read as an update.
 */
const SAME_SAVE_MS = 50

const HREF: Record<ActivityKind, string> = {
  ai_run: '/admin/ai-logs',
  import: '/admin/datasets',
  dataset: '/admin/datasets',
  page: '/admin/pages',
  task: '/admin/tasks',
  template: '/admin/templates',
  tenant: '/admin/tenants',
}

const OPERATION: Record<string, string> = {
  batch_generation: 'AI batch generation',
  field_generation: 'AI field generation',
  list_generation: 'AI list generation',
}

/**
 * The latest changes across tenants, datasets, templates, tasks, pages, AI runs and CSV imports,
 * newest first.
 * One small query per kind (the newest `limit` by updatedAt, only the columns shown), merged and cut
 * to `limit`; then one query for the names of the tenants they belong to. A user limited to tenants
 * sees only their tenants' things (datasets all of whose tenants are theirs; AI runs without a
 * tenant are for administrators, as in GET /api/ai-logs; imports, of the datasets they may read).
 */
export const recentActivity = async ({ limit, payload, user }: Args): Promise<ActivityItem[]> => {
  const latest = async (
    collection:
      'ai-logs' | 'datasets' | 'import-runs' | 'pages' | 'tasks' | 'templates' | 'tenants',
    select: Record<string, true>,
  ) => {
    const { docs } = await visible(
      payload.find({
        collection,
        depth: 0,
        limit,
        pagination: false,
        select: { ...select, createdAt: true, updatedAt: true },
        sort: '-updatedAt',
        ...accessAs(user),
      }),
    )
    return docs as unknown as Row[]
  }
  // Each collection's own access shows the user only what they may see.
  const [tenants, datasets, templates, tasks, pages, aiRuns, imports] = await Promise.all([
    latest('tenants', { name: true }),
    latest('datasets', { name: true }),
    latest('templates', { name: true, tenant: true }),
    latest('tasks', { tenant: true, title: true }),
    latest('pages', { tenant: true, title: true }),
    latest('ai-logs', { dataset: true, operation: true, status: true, tenant: true }),
    latest('import-runs', { dataset: true, status: true }),
  ])

  const item = (
    kind: ActivityKind,
    row: Row,
    title: string,
    tenantId: null | string,
  ): ActivityItem => {
    const created = Math.abs(Date.parse(row.updatedAt) - Date.parse(row.createdAt)) <= SAME_SAVE_MS
    return {
      action: created ? 'created' : 'updated',
      at: row.updatedAt,
      href: HREF[kind],
      id: String(row.id),
      kind,
      tenantId,
      tenantName: null,
      title,
    }
  }

  const datasetNames = new Map(datasets.map((row) => [String(row.id), String(row.name ?? '')]))
  const aiDatasetIds = [...aiRuns, ...imports]
    .map((row) => refId(row.dataset as Ref))
    .filter((id): id is string => !!id && !datasetNames.has(id))
  if (aiDatasetIds.length > 0) {
    const { docs } = await visible(
      payload.find({
        collection: 'datasets',
        depth: 0,
        limit: aiDatasetIds.length,
        pagination: false,
        select: { name: true },
        where: { id: { in: aiDatasetIds } },
        ...accessAs(user),
      }),
    )
    for (const doc of docs) datasetNames.set(String(doc.id), doc.name)
  }
  const runTitle = (row: Row, operation: string, on: string) => {
    const datasetId = refId(row.dataset as Ref)
    const dataset = datasetId ? datasetNames.get(datasetId) : undefined
    return `${operation}${dataset ? ` ${on} ${dataset}` : ''} (${String(row.status ?? 'started').replace('_', ' ')})`
  }
  const aiTitle = (row: Row) => runTitle(row, OPERATION[String(row.operation)] ?? 'AI run', 'on')

  const items = [
    ...tenants.map((row) => item('tenant', row, String(row.name ?? ''), String(row.id))),
    ...datasets.map((row) => item('dataset', row, String(row.name ?? ''), null)),
    ...templates.map((row) => item('template', row, String(row.name ?? ''), refId(row.tenant))),
    ...tasks.map((row) => item('task', row, String(row.title ?? ''), refId(row.tenant))),
    ...pages.map((row) => item('page', row, String(row.title ?? ''), refId(row.tenant))),
    ...aiRuns.map((row) => item('ai_run', row, aiTitle(row), refId(row.tenant))),
    ...imports.map((row) => item('import', row, runTitle(row, 'CSV import', 'into'), null)),
  ]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, limit)

  const tenantNames = new Map(tenants.map((row) => [String(row.id), String(row.name ?? '')]))
  const missing = [
    ...new Set(
      items.map((i) => i.tenantId).filter((id): id is string => !!id && !tenantNames.has(id)),
    ),
  ]
  if (missing.length > 0) {
    const { docs } = await visible(
      payload.find({
        collection: 'tenants',
        depth: 0,
        limit: missing.length,
        pagination: false,
        select: { name: true },
        where: { id: { in: missing } },
        ...accessAs(user),
      }),
    )
    for (const doc of docs) tenantNames.set(String(doc.id), doc.name)
  }
  return items.map((i) => ({
    ...i,
    tenantName: i.tenantId ? (tenantNames.get(i.tenantId) ?? null) : null,
  }))
}
