import { expect, test, type Page } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { chooseDemoTenant, SCREENS } from './support/adminScreens'
import { stamp } from './support/datasetsScreen'
import { escapeBackTo, expectFocusKeptIn, isFocused, tabTo } from './support/keyboard'
import { createTenant, openPagesOf, pageRow } from './support/pagesScreen'
import { toast } from './support/toast'

/**
 * The admin without a mouse (issue 18): every step is Tab, Shift+Tab, typing, Enter, Space or Escape;
 * page.goto stands for the address bar.
 */
const datasetName = `E2E Keys ${stamp}`

test.describe.configure({ mode: 'serial' })

/** Signed in through the API, on Dataset Management. */
const openDatasetsSignedIn = async (page: Page) => {
  await signInThroughApi(page)
  await page.goto('/admin/datasets')
  await expect(page.getByRole('heading', { level: 1, name: 'Dataset Management' })).toBeVisible()
}

/** Rows made for a screen's row dialogs, deleted after the test, passed or failed. */
const cleanUps: (() => Promise<void>)[] = []
test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp()
})

test.describe('the admin by keyboard alone', () => {
  test('should sign in, skip to the content, and create a dataset with a field and a record', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/admin')
    await tabTo(page, page.getByLabel('Username'))
    await page.keyboard.type(e2eAdmin.username)
    await tabTo(page, page.getByLabel('Password', { exact: true }))
    await page.keyboard.type(e2eAdmin.password)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    // The first Tab stop of a page is the skip link; it takes focus past the sidebar.
    await page.goto('/admin/datasets')
    await expect(page.getByRole('heading', { level: 1, name: 'Dataset Management' })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()

    // Create New Dataset: focus stays inside, Escape closes it and focus returns to its button.
    const create = page.getByRole('button', { exact: true, name: 'Create New Dataset' })
    await tabTo(page, create)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create New Dataset' })
    await expect(dialog).toBeVisible()
    await expectFocusKeptIn(page, dialog)
    await escapeBackTo(page, dialog, create)

    await page.keyboard.press('Enter')
    await tabTo(page, dialog.getByLabel(/^Name/))
    await page.keyboard.type(datasetName)
    // It serves the demo tenant, whose template uses it below.
    const demo = dialog.getByRole('group', { name: 'Tenants' }).getByLabel('Demo Music Store')
    await tabTo(page, demo)
    await page.keyboard.press('Space')
    await expect(demo).toBeChecked()
    await tabTo(page, dialog.getByLabel('Field 1 name'))
    await page.keyboard.type('title')
    await tabTo(page, dialog.getByRole('button', { name: 'Create Dataset' }))
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Dataset created')).toBeVisible()
    await expect(dialog).toBeHidden()

    // A field, in Manage Fields.
    const fieldsButton = page.getByRole('button', { name: `Fields of ${datasetName}` })
    await tabTo(page, fieldsButton)
    await page.keyboard.press('Enter')
    const fields = page.getByRole('dialog', { name: 'Manage Fields' })
    const add = fields.getByRole('form', { name: 'Add Field' })
    await tabTo(page, add.getByLabel('Name'))
    await page.keyboard.type('colour')
    await tabTo(page, add.getByRole('button', { name: 'Add Field' }))
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Field Created')).toBeVisible()
    await expect(fields.getByTestId('field-row').filter({ hasText: 'colour' })).toBeVisible()
    await escapeBackTo(page, fields, fieldsButton)

    // A record, in Manage Records, from a form dialog over it: Escape closes the innermost one first.
    const recordsButton = page.getByRole('button', { name: `Records of ${datasetName}` })
    await tabTo(page, recordsButton)
    await page.keyboard.press('Enter')
    const records = page.getByRole('dialog', { name: 'Manage Records' })
    const addRecord = records.getByRole('button', { name: 'Add Record' })
    await tabTo(page, addRecord)
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: 'Add Record' })
    await expect(form).toBeVisible()
    await expectFocusKeptIn(page, form, 12)
    await escapeBackTo(page, form, addRecord)
    await expect(records).toBeVisible()
    await page.keyboard.press('Enter')
    await tabTo(page, form.getByLabel(/^title/))
    await page.keyboard.type('Red guitar')
    await tabTo(page, form.getByRole('button', { name: 'Create Record' }))
    await page.keyboard.press('Enter')
    await expect(form).toBeHidden()
    await expect(records.getByTestId('record-row').filter({ hasText: 'Red guitar' })).toBeVisible()
    await escapeBackTo(page, records, recordsButton)
  })

  test('should create a template and open and close the tenant dialog by keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openDatasetsSignedIn(page)

    const addTenant = page.getByRole('button', { exact: true, name: 'Add Tenant' })
    await tabTo(page, addTenant)
    await page.keyboard.press('Enter')
    const tenantDialog = page.getByRole('dialog', { name: 'Create New Tenant' })
    await expect(tenantDialog).toBeVisible()
    await expectFocusKeptIn(page, tenantDialog)
    await escapeBackTo(page, tenantDialog, addTenant)

    const createTemplate = page.getByRole('button', { exact: true, name: 'Create Template' })
    await tabTo(page, createTemplate)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create New Template' })
    await expect(dialog).toBeVisible()
    await expectFocusKeptIn(page, dialog)
    await escapeBackTo(page, dialog, createTemplate)

    await page.keyboard.press('Enter')
    await tabTo(page, dialog.getByLabel(/^Tenant/))
    await page.keyboard.type('Demo')
    await tabTo(page, dialog.getByLabel(/^Template Name/))
    await page.keyboard.type(`Keys ${stamp}`)
    await tabTo(page, dialog.getByLabel('Dataset'))
    await page.keyboard.type(datasetName)
    await tabTo(page, dialog.getByLabel(/^URL Pattern/))
    await page.keyboard.type(`/keys-${stamp}/{title}`)
    await tabTo(page, dialog.getByRole('button', { name: 'Create Template' }))
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Template created')).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  test("should edit and delete a record from its row, and drive a page's row menu", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openDatasetsSignedIn(page)

    // The records table: each row's Edit and Delete are Tab stops, shown when focused.
    const recordsButton = page.getByRole('button', { name: `Records of ${datasetName}` })
    await tabTo(page, recordsButton)
    await page.keyboard.press('Enter')
    const records = page.getByRole('dialog', { name: 'Manage Records' })
    const rows = records.getByTestId('record-row')
    await expect(rows.filter({ hasText: 'Red guitar' })).toBeVisible()
    const edit = records.getByRole('button', { name: 'Edit Red guitar' })
    await tabTo(page, edit)
    await expect(edit).toBeInViewport()
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: 'Edit Record' })
    await expect(form).toBeVisible()
    await tabTo(page, form.getByLabel(/^title/))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Blue guitar')
    await tabTo(page, form.getByRole('button', { name: 'Save Record' }))
    await page.keyboard.press('Enter')
    await expect(form).toBeHidden()
    await expect(rows.filter({ hasText: 'Blue guitar' })).toBeVisible()
    await expect(rows.filter({ hasText: 'Red guitar' })).toHaveCount(0)

    const remove = records.getByRole('button', { name: 'Delete Blue guitar' })
    await tabTo(page, remove)
    await expect(remove).toBeInViewport()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Delete Record' })
    await expect(confirm).toBeVisible()
    await expectFocusKeptIn(page, confirm, 6)
    await escapeBackTo(page, confirm, remove)
    await page.keyboard.press('Enter')
    await tabTo(page, confirm.getByRole('button', { exact: true, name: 'Delete' }))
    await page.keyboard.press('Enter')
    await expect(confirm).toBeHidden()
    await expect(rows.filter({ hasText: 'Blue guitar' })).toHaveCount(0)
    await escapeBackTo(page, records, recordsButton)

    // A page's row menu: Enter opens it on its first item, arrows move, Escape closes it.
    const tenant = await createTenant(page, 'keys')
    const title = `Keyboard page ${stamp}`
    const created = await page.request.post('/api/pages', { data: { tenantId: tenant.id, title } })
    expect(created.status()).toBe(201)
    await openPagesOf(page, tenant.name)
    await expect(pageRow(page, title)).toBeVisible()
    const actions = page.getByRole('button', { name: `Actions for ${title}` })
    await tabTo(page, actions)
    await expect(actions).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: `View ${title}` })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: `Edit ${title}` })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()
    await expect(actions).toBeFocused()

    // Edit from the menu, then back to the row's button when the dialog closes.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const editPage = page.getByRole('dialog', { name: 'Edit Page' })
    await expect(editPage).toBeVisible()
    await escapeBackTo(page, editPage, actions)

    // Delete (End: the last item), confirmed by keyboard.
    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    await expect(page.getByRole('menuitem', { name: `Delete ${title}` })).toBeFocused()
    await page.keyboard.press('Enter')
    const deletePage = page.getByRole('dialog', { name: 'Delete Page' })
    await expect(deletePage).toBeVisible()
    await tabTo(page, deletePage.getByRole('button', { exact: true, name: 'Delete' }))
    await page.keyboard.press('Enter')
    await expect(deletePage).toBeHidden()
    await expect(pageRow(page, title)).toHaveCount(0)
    await page.request.delete(`/api/tenants/${tenant.id}`)
  })

  test('should open every dialog of every screen with Enter, keep focus in it, and close it with Escape', async ({
    baseURL,
    page,
  }) => {
    test.setTimeout(180_000)
    await signInThroughApi(page)
    await chooseDemoTenant(page, baseURL!)
    for (const screen of SCREENS.filter(({ dialogs }) => dialogs.length > 0)) {
      cleanUps.push((await screen.fixture?.(page)) ?? (async () => {}))
      await page.goto(screen.href)
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
      await expect(page.getByTestId('tenant-context')).toContainText('Managing content for')
      // Our screens' <main>, or Payload's content column on the dashboard.
      const main = page.locator('main, .template-default__wrap').first()
      for (const opener of screen.dialogs) {
        const button = main
          .getByRole(opener.role ?? 'button', { exact: true, name: opener.button })
          .first()
        await tabTo(page, button)
        await page.keyboard.press(opener.role === 'switch' ? 'Space' : 'Enter')
        if (opener.menuItem) {
          // A menu opens on its first item; the arrows reach the one that opens the dialog.
          const item = page.getByRole('menuitem', { exact: true, name: opener.menuItem })
          for (let presses = 0; presses < 5 && !(await isFocused(item)); presses += 1)
            await page.keyboard.press('ArrowDown')
          await expect(item).toBeFocused()
          await page.keyboard.press('Enter')
        }
        const dialog = page.locator('dialog[open]').first()
        await expect(dialog, `${screen.href}: ${String(opener.button)}`).toBeVisible()
        await expectFocusKeptIn(page, dialog, 12)
        if (opener.inner) {
          // A second dialog over the first: the same, and Escape closes only it.
          const innerButton = dialog.getByRole('button', { exact: true, name: opener.inner })
          await tabTo(page, innerButton)
          await page.keyboard.press('Enter')
          const inner = page.locator('dialog[open]').last()
          await expect(page.locator('dialog[open]')).toHaveCount(2)
          await expectFocusKeptIn(page, inner, 12)
          await page.keyboard.press('Escape')
          await expect(page.locator('dialog[open]')).toHaveCount(1)
          await expect(innerButton).toBeFocused()
        }
        await escapeBackTo(page, dialog, button)
      }
    }
  })
})
