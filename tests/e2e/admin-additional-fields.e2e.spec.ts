import { expect, test, type Page } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { openDatasets } from './support/datasetsScreen'
import { startExtraFieldsServer, type ExtraFieldsServer } from './support/extraFieldsServer'
import { createTenant, openCreatePage, openPagesOf, rowAction } from './support/pagesScreen'
import { checkAxe } from './support/axe'
import { escapeBackTo, expectFocusKeptIn } from './support/keyboard'
import { toast } from './support/toast'

/**
 * The "Additional fields" of the page and record forms, on an instance of the built app whose config
 * adds a page field `subtitle` and a record field `note` through the plugin's overrides
 * (tests/e2e/support/extraFieldsServer.ts): typed in the form, saved, answered by /api, and shown
 * again when the form is opened to edit.
 */
let server: ExtraFieldsServer | undefined

test.describe.configure({ timeout: 180_000 })
test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT || 3199) + 2}` })

test.beforeAll(async () => {
  server = await startExtraFieldsServer()
})

test.afterAll(async () => {
  await server?.stop()
})

/** A dataset named `name` with a primary `title` field; answers its id. */
const datasetWithTitle = async (page: Page, name: string) => {
  const created = await page.request.post('/api/datasets', { data: { name, status: 'active' } })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  await page.request.post(`/api/datasets/${id}/fields`, {
    data: { isPrimary: true, name: 'title' },
  })
  return id
}

/** Dataset Management → the dataset's Manage Records → Add Record: both dialogs. */
const openAddRecord = async (page: Page, name: string) => {
  await openDatasets(page)
  await page.getByRole('button', { name: `Records of ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Manage Records' })
  await dialog.getByRole('button', { name: 'Add Record' }).click()
  return { dialog, form: page.getByRole('dialog', { name: 'Add Record' }) }
}

test.describe('Additional fields', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page)
  })

  test('should edit a page field added through overrides in the page form', async ({ page }) => {
    const tenant = await createTenant(page, 'extra')
    await openPagesOf(page, tenant.name)
    const dialog = await openCreatePage(page)
    await expect(dialog.getByRole('tab')).toHaveText([
      'Content',
      'Settings',
      'SEO',
      'Additional fields',
    ])
    await dialog.getByLabel('Title *', { exact: true }).fill('Host Notes')
    await dialog.getByRole('tab', { name: 'Additional fields' }).click()
    await dialog.getByLabel('Subtitle', { exact: true }).fill('Typed in the browser')
    await dialog.getByRole('button', { name: 'Create Page' }).click()
    await expect(toast(page, 'Page Created')).toBeVisible()
    await expect(dialog).toBeHidden()

    const pages = (await (await page.request.get(`/api/pages?tenantId=${tenant.id}`)).json()) as {
      subtitle?: string
      title: string
    }[]
    expect(pages.find((p) => p.title === 'Host Notes')?.subtitle).toBe('Typed in the browser')

    await rowAction(page, 'Host Notes', 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit Page' })
    await edit.getByRole('tab', { name: 'Additional fields' }).click()
    await expect(edit.getByLabel('Subtitle', { exact: true })).toHaveValue('Typed in the browser')
  })

  test('should edit a record field added through overrides in the record form', async ({
    page,
  }) => {
    const name = `Extra ${Date.now().toString(36)}`
    const id = await datasetWithTitle(page, name)

    const { dialog, form } = await openAddRecord(page, name)
    await expect(form.getByRole('heading', { name: 'Additional fields' })).toBeVisible()
    await form.getByLabel('title', { exact: true }).fill('Grand Piano')
    await form.getByLabel('Note', { exact: true }).fill('Tuned in spring')
    await form.getByRole('button', { name: 'Create Record' }).click()
    await expect(toast(page, 'Record Created')).toBeVisible()
    await expect(form).toBeHidden()

    const records = (await (await page.request.get(`/api/datasets/${id}/records`)).json()) as {
      data: { title: string }
      note?: string
    }[]
    expect(records.find((r) => r.data.title === 'Grand Piano')?.note).toBe('Tuned in spring')

    await dialog.getByRole('button', { name: 'Edit Grand Piano' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Record' })
    await expect(edit.getByLabel('Note', { exact: true })).toHaveValue('Tuned in spring')
  })

  test('should choose several values of a hasMany select and relationship with the keyboard', async ({
    page,
  }) => {
    const tenant = await createTenant(page, 'many')
    const suffix = Date.now().toString(36)
    for (const name of [`Strings ${suffix}`, `Keys ${suffix}`]) {
      const made = await page.request.post('/api/cms/categories', {
        data: { name, slug: name.toLowerCase().replace(/ /g, '-'), tenant: tenant.id },
      })
      expect(made.status()).toBe(201)
    }
    const name = `Many ${suffix}`
    const id = await datasetWithTitle(page, name)

    const { dialog, form } = await openAddRecord(page, name)
    await form.getByLabel('title', { exact: true }).fill('Cello')
    const colours = form.getByRole('group', { name: 'Colours' })
    const related = form.getByRole('group', { name: 'Related' })
    await expect(colours.getByRole('checkbox')).toHaveCount(3)
    // Keyboard only: Tab reaches each box, Space ticks it.
    await colours.getByRole('checkbox', { name: 'red' }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(colours.getByRole('checkbox', { name: 'blue' })).toBeFocused()
    await page.keyboard.press('Space')
    await related.getByRole('checkbox', { name: `Strings ${suffix}` }).focus()
    await page.keyboard.press('Space')
    await related.getByRole('checkbox', { name: `Keys ${suffix}` }).check()
    await form.getByRole('button', { name: 'Create Record' }).click()
    await expect(toast(page, 'Record Created')).toBeVisible()
    await expect(form).toBeHidden()

    const categories = (await (
      await page.request.get(`/api/cms/categories?where[tenant][equals]=${tenant.id}&depth=0`)
    ).json()) as { docs: { id: string; name: string }[] }
    const idOf = (title: string) => categories.docs.find((c) => c.name === title)?.id
    const records = (await (await page.request.get(`/api/datasets/${id}/records`)).json()) as {
      data: { title: string }
      colours?: string[]
      related?: string[]
    }[]
    const cello = records.find((r) => r.data.title === 'Cello')
    expect(cello?.colours).toEqual(['red', 'blue'])
    expect(cello?.related).toEqual([idOf(`Strings ${suffix}`), idOf(`Keys ${suffix}`)])

    await dialog.getByRole('button', { name: 'Edit Cello' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Record' })
    const editColours = edit.getByRole('group', { name: 'Colours' })
    await expect(editColours.getByRole('checkbox', { name: 'red' })).toBeChecked()
    await expect(editColours.getByRole('checkbox', { name: 'green' })).not.toBeChecked()
    await expect(editColours.getByRole('checkbox', { name: 'blue' })).toBeChecked()
    await editColours.getByRole('checkbox', { name: 'red' }).uncheck()
    await edit.getByRole('button', { name: 'Save Record' }).click()
    await expect(edit).toBeHidden()
    const after = (await (await page.request.get(`/api/datasets/${id}/records`)).json()) as {
      data: { title: string }
      colours?: string[]
    }[]
    expect(after.find((r) => r.data.title === 'Cello')?.colours).toEqual(['blue'])
  })
  test('should find a related document past the first 100 by searching, and keep it chosen', async ({
    page,
  }) => {
    const tenant = await createTenant(page, 'search')
    const suffix = Date.now().toString(36)
    const category = async (name: string) => {
      const made = await page.request.post('/api/cms/categories', {
        data: { name, slug: name.toLowerCase().replace(/ /g, '-'), tenant: tenant.id },
      })
      expect(made.status()).toBe(201)
      return ((await made.json()) as { doc: { id: string } }).doc.id
    }
    // More than the 100 the form lists, all named before the one to find.
    for (let i = 0; i < 101; i += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          category(`Bulk ${suffix} ${String(i + j).padStart(3, '0')}`),
        ),
      )
    const zither = await category(`Zither ${suffix}`)
    const name = `Search ${suffix}`
    const id = await datasetWithTitle(page, name)

    const { dialog, form } = await openAddRecord(page, name)
    await form.getByLabel('title', { exact: true }).fill('Harp')
    const related = form.getByRole('group', { name: 'Related' })
    await expect(related.getByRole('checkbox', { name: `Zither ${suffix}` })).toHaveCount(0)
    await related.getByRole('searchbox', { name: 'Search Related' }).fill(`Zither ${suffix}`)
    await related.getByRole('checkbox', { name: `Zither ${suffix}` }).check()
    await form.getByRole('button', { name: 'Create Record' }).click()
    await expect(toast(page, 'Record Created')).toBeVisible()
    await expect(form).toBeHidden()
    const records = (await (await page.request.get(`/api/datasets/${id}/records`)).json()) as {
      data: { title: string }
      related?: string[]
    }[]
    expect(records.find((r) => r.data.title === 'Harp')?.related).toEqual([zither])

    // Without a search, the chosen document is still listed, ticked, by its name.
    await dialog.getByRole('button', { name: 'Edit Harp' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Record' })
    await expect(
      edit
        .getByRole('group', { name: 'Related' })
        .getByRole('checkbox', { name: `Zither ${suffix}` }),
    ).toBeChecked()

    // The form with its search box, in both schemes: no serious or critical axe violation, focus
    // kept in the dialog by Tab and Shift+Tab, Escape back to Add Record.
    await page.addInitScript(() => window.localStorage.setItem('sg-platform-theme', 'light'))
    for (const scheme of ['light', 'dark'] as const) {
      await page.context().addCookies([{ name: 'payload-theme', url: page.url(), value: scheme }])
      await page.emulateMedia({ colorScheme: scheme })
      const opened = await openAddRecord(page, name)
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
      await expect(opened.form.getByRole('searchbox', { name: 'Search Related' })).toBeVisible()
      await checkAxe(page, `Add Record with added fields (${scheme})`, 'dialog[open]')
      await opened.form.getByRole('searchbox', { name: 'Search Related' }).focus()
      await expectFocusKeptIn(page, opened.form)
      await escapeBackTo(
        page,
        opened.form,
        opened.dialog.getByRole('button', { name: 'Add Record' }),
      )
    }
  })
})
