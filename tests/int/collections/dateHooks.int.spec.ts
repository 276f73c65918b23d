/**
 * The date hooks: a page's publishedAt follows its status, a task's doneDate follows done.
 * Every test makes its own tenants, so none depends on another's rows.
 */
import { describe, expect, it } from 'vitest'

import {
  create,
  expectRecent,
  newTenant,
  nextSerial,
  pause,
  read,
  useLocalApi,
} from '../support/localApi'

const server = useLocalApi()

describe('pages publishedAt', () => {
  const newPage = async (data: Record<string, unknown>) =>
    create('pages', {
      slug: `page-${nextSerial()}`,
      tenant: await newTenant(),
      title: 'Page',
      ...data,
    })
  const publishedAt = async (id: string) => (await read('pages', id)).publishedAt ?? null
  const update = (id: string, data: Record<string, unknown>) =>
    server.payload.update({ collection: 'pages', data, id })

  it('should set publishedAt to now when a page is created published', async () => {
    const since = Date.now()
    const page = await newPage({ status: 'published' })
    expectRecent(await publishedAt(page.id), since)
  })

  it('should leave publishedAt empty when a page is created as a draft, even if one is sent', async () => {
    expect(await publishedAt((await newPage({ status: 'draft' })).id)).toBeNull()
    expect(await publishedAt((await newPage({})).id)).toBeNull()
    expect(
      await publishedAt(
        (await newPage({ publishedAt: '2024-01-02T03:04:05.000Z', status: 'draft' })).id,
      ),
    ).toBeNull()
  })

  it('should set publishedAt to now when a draft is published', async () => {
    const page = await newPage({ status: 'draft' })
    const since = Date.now()
    await update(page.id, { status: 'published' })
    expectRecent(await publishedAt(page.id), since)
  })

  it('should clear publishedAt when a published page goes back to draft or is archived', async () => {
    for (const status of ['draft', 'archived']) {
      const page = await newPage({ status: 'published' })
      expect(await publishedAt(page.id)).not.toBeNull()
      await update(page.id, { status })
      expect(await publishedAt(page.id)).toBeNull()
    }
  })

  it('should keep the existing publishedAt when a published page is edited', async () => {
    const page = await newPage({ status: 'published' })
    const first = await publishedAt(page.id)
    await pause(25)
    await update(page.id, { title: 'Edited' })
    expect(await publishedAt(page.id)).toBe(first)
    await update(page.id, { status: 'published', title: 'Edited again' })
    expect(await publishedAt(page.id)).toBe(first)
  })

  it('should keep an old publishedAt when a published page is edited', async () => {
    // Backdated, as an imported page would be (an explicit publishedAt is kept on publishing).
    const page = await newPage({ publishedAt: '2024-01-02T03:04:05.000Z', status: 'published' })
    expect(await publishedAt(page.id)).toBe('2024-01-02T03:04:05.000Z')
    await update(page.id, { title: 'Edited' })
    expect(await publishedAt(page.id)).toBe('2024-01-02T03:04:05.000Z')
  })
})

describe('tasks doneDate', () => {
  const doneDate = async (id: string) => (await read('tasks', id)).doneDate ?? null

  it('should set doneDate when a task is ticked off and clear it when unticked', async () => {
    const task = await create('tasks', { tenant: await newTenant(), title: 'Write copy' })
    expect(await doneDate(task.id)).toBeNull()

    const since = Date.now()
    await server.payload.update({ collection: 'tasks', data: { done: true }, id: task.id })
    const ticked = await doneDate(task.id)
    expectRecent(ticked, since)

    await pause(25)
    await server.payload.update({
      collection: 'tasks',
      data: { title: 'Write more copy' },
      id: task.id,
    })
    expect(await doneDate(task.id)).toBe(ticked)

    await server.payload.update({ collection: 'tasks', data: { done: false }, id: task.id })
    expect(await doneDate(task.id)).toBeNull()
  })

  it('should set doneDate on a task created already done', async () => {
    const since = Date.now()
    const task = await create('tasks', {
      done: true,
      tenant: await newTenant(),
      title: 'Done already',
    })
    expectRecent(await doneDate(task.id), since)
  })
})
