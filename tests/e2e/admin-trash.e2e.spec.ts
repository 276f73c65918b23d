import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { checkAxe } from './support/axe'
import { openDatasets } from './support/datasetsScreen'
import { tabTo } from './support/keyboard'
import { createTenant, openPagesOf, pageRow, rowAction } from './support/pagesScreen'
import { openSettings, restoreSettings, saveSettings } from './support/settingsScreen'
import { createInstrumentTemplate, openSnippets, snippetCard } from './support/snippetsScreen'
import { demoTenantId, openWithDemoTenant } from './support/templatesScreen'
import { toast } from './support/toast'

/**
 * The trash (issue 38): a delete moves a page, template, snippet or records there, with Undo in its
 * toast; each screen's Trash restores, deletes permanently or empties it.
 */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The end of every confirmation of a move to the trash, with the days from the settings. */
const KEPT = /You can restore (it|them) from the Trash for \d+ days?\./

const createPage = async (page: Page, tenantId: string, title: string) => {
  const reply = await page.request.post('/api/pages', { data: { tenantId, title } })
  expect(reply.status()).toBe(201)
  return ((await reply.json()) as { id: string }).id
}

const openTrash = async (page: Page) => {
  await page.getByRole('button', { exact: true, name: 'Trash' }).click()
  const trash = page.getByRole('dialog', { name: 'Trash' })
  await expect(trash).toBeVisible()
  return trash
}

test.describe('Trash', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page)
  })

  test('should put a deleted page back with Undo in the toast', async ({ page }) => {
    const tenant = await createTenant(page, 'trash')
    const title = `Trashed page ${suffix}`
    await createPage(page, tenant.id, title)
    await openPagesOf(page, tenant.name)

    await rowAction(page, title, 'Delete')
    const confirm = page.getByRole('dialog', { name: 'Delete Page' })
    await expect(confirm).toContainText(`Move the page ${title} to the trash?`)
    await expect(confirm).toContainText(KEPT)
    await confirm.getByRole('button', { exact: true, name: 'Delete' }).click()
    await expect(toast(page, 'Success')).toBeVisible()
    await expect(page.getByText('Page deleted successfully!')).toBeVisible()
    await expect(pageRow(page, title)).toHaveCount(0)

    await page.getByRole('button', { exact: true, name: 'Undo' }).click()
    await expect(toast(page, 'Page restored')).toBeVisible()
    await expect(pageRow(page, title)).toBeVisible()
  })

  test('should restore a deleted template from the Trash', async ({ page }) => {
    const name = `E2E trashed template ${suffix}`
    const id = await createInstrumentTemplate(page, {
      content: '<p>#name#</p>',
      name,
      tenantId: await demoTenantId(page),
      urlPattern: `/e2e-trash-${suffix}/{name}`,
    })
    await openWithDemoTenant(page)
    const list = page.getByRole('list', { name: 'Templates' })
    const listed = list.getByRole('button', { name: new RegExp(`^${name}`) })
    await expect(listed).toBeVisible()

    await page.getByRole('button', { name: `Delete template ${name}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete template' })
    await expect(confirm).toContainText(KEPT)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Template deleted')).toBeVisible()
    await expect(listed).toHaveCount(0)

    const trash = await openTrash(page)
    const row = trash
      .getByRole('list', { name: 'Deleted templates' })
      .getByRole('listitem')
      .filter({ hasText: name })
    await expect(row).toContainText('Deleted just now')
    await expect(row).toContainText(/Deleted forever on \w{3} \d{1,2}, \d{4}/)
    await row.getByRole('button', { name: `Restore ${name}` }).click()
    await expect(toast(page, 'Template restored')).toBeVisible()
    await expect(row).toHaveCount(0)
    await trash.getByRole('button', { exact: true, name: 'Close' }).click()
    await expect(listed).toBeVisible()

    await page.request.delete(`/api/templates/${id}`)
    await page.request.delete(`/api/trash/templates/${id}`)
  })

  test('should delete a snippet permanently, then empty the trash', async ({ page }) => {
    const tenant = await createTenant(page, 'trash-snippets')
    const names = ['one', 'two', 'three'].map((word) => `E2E snippet ${word} ${suffix}`)
    for (const [index, name] of names.entries()) {
      const reply = await page.request.post('/api/snippets', {
        data: { content: `<p>${name}</p>`, name, tag: `trash_${index}`, tenantId: tenant.id },
      })
      expect(reply.status()).toBe(201)
    }
    await openSnippets(page, tenant.name)

    await snippetCard(page, names[0])
      .getByRole('button', { name: `Delete ${names[0]}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete Snippet' })
    await expect(confirm).toContainText('Move this snippet to the trash?')
    await expect(confirm).toContainText(KEPT)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Snippet deleted successfully')).toBeVisible()
    await expect(snippetCard(page, names[0])).toHaveCount(0)

    let trash = await openTrash(page)
    await trash.getByRole('button', { name: `Delete permanently: ${names[0]}` }).click()
    const forever = page.getByRole('dialog', { name: 'Delete permanently' })
    await expect(forever).toContainText(
      `Delete ${names[0]} permanently? This action cannot be undone.`,
    )
    await forever.getByRole('button', { name: 'Delete permanently' }).click()
    await expect(toast(page, 'Snippet deleted permanently')).toBeVisible()
    await expect(trash.getByText('The trash is empty.')).toBeVisible()
    await expect(trash.getByRole('button', { name: 'Empty trash' })).toBeDisabled()
    await trash.getByRole('button', { exact: true, name: 'Close' }).click()
    await expect(snippetCard(page, names[0])).toHaveCount(0)

    // Two more deleted; Empty trash takes both, after its own question.
    for (const name of names.slice(1)) {
      await snippetCard(page, name)
        .getByRole('button', { name: `Delete ${name}` })
        .click()
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(snippetCard(page, name)).toHaveCount(0)
    }
    trash = await openTrash(page)
    await expect(
      trash.getByRole('list', { name: 'Deleted snippets' }).getByRole('listitem'),
    ).toHaveCount(2)
    await trash.getByRole('button', { name: 'Empty trash' }).click()
    const empty = page.getByRole('dialog', { name: 'Empty trash' })
    await expect(empty).toContainText('This action cannot be undone.')
    await empty.getByRole('button', { name: 'Empty trash' }).click()
    await expect(toast(page, 'Trash emptied')).toBeVisible()
    await expect(trash.getByText('The trash is empty.')).toBeVisible()
    const left = await page.request.get(`/api/trash/snippets?tenantId=${tenant.id}`)
    expect(((await left.json()) as { items: unknown[] }).items).toEqual([])
  })

  test('should bring two records deleted together back with Undo inside the Records dialog', async ({
    page,
  }) => {
    const datasetName = `E2E trash records ${suffix}`
    const { id } = await (
      await page.request.post('/api/datasets', { data: { name: datasetName } })
    ).json()
    await page.request.post(`/api/datasets/${id}/fields`, {
      data: { isPrimary: true, name: 'city' },
    })
    for (const city of ['Lisbon', 'Porto', 'Faro'])
      await page.request.post('/api/records', { data: { data: { city }, datasetId: id } })

    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${datasetName}` }).click()
    const records = page.getByRole('dialog', { name: 'Manage Records' })
    const rows = records.getByTestId('record-row')
    await expect(rows).toHaveCount(3)
    await records.getByRole('checkbox', { name: 'Select Lisbon' }).check()
    await records.getByRole('checkbox', { name: 'Select Porto' }).check()
    await records.getByRole('button', { name: 'Delete selected' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Records' })
    await expect(confirm).toContainText('Move 2 selected records to the trash?')
    await expect(confirm).toContainText(KEPT)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Records Deleted')).toBeVisible()
    await expect(rows).toHaveCount(1)

    // The toast's Undo works over the modal Records dialog, reached with Tab like its own controls.
    const undo = records.getByRole('button', { exact: true, name: 'Undo' })
    await tabTo(page, undo)
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Records restored')).toBeVisible()
    await expect(rows).toHaveCount(3)

    await records.getByRole('button', { exact: true, name: 'Close' }).click()
    await page.request.delete(`/api/datasets/${id}`)
    await page.request.delete(`/api/trash/datasets/${id}`)
  })

  test('should keep deleted items as many days as Settings says, and tell it when deleting', async ({
    page,
  }) => {
    const tenant = await createTenant(page, 'trash-days')
    const title = `Kept page ${suffix}`
    await createPage(page, tenant.id, title)
    try {
      await openSettings(page)
      const days = page.getByLabel('Keep deleted items in the trash for (days)')
      await expect(days).toHaveValue('30')
      await days.fill('400')
      await saveSettings(page)
      await expect(page.getByText('Trash retention cannot exceed 365 days')).toBeVisible()
      await days.fill('45')
      await saveSettings(page)
      await expect(toast(page, 'Settings saved')).toBeVisible()
      const saved = await (await page.request.get('/api/settings')).json()
      expect(saved.trashRetentionDays).toBe(45)

      await openPagesOf(page, tenant.name)
      await rowAction(page, title, 'Delete')
      const confirm = page.getByRole('dialog', { name: 'Delete Page' })
      await expect(confirm).toContainText('You can restore it from the Trash for 45 days.')
      await confirm.getByRole('button', { name: 'Cancel' }).click()
    } finally {
      await restoreSettings(page.request)
    }
  })

  test('should pass axe in light and dark, and restore with the keyboard alone', async ({
    baseURL,
    page,
  }) => {
    const tenant = await createTenant(page, 'trash-a11y')
    const title = `Keyboard trash ${suffix}`
    const id = await createPage(page, tenant.id, title)
    expect((await page.request.delete(`/api/pages/${id}`)).status()).toBe(204)

    for (const scheme of ['light', 'dark'] as const) {
      await page.context().addCookies([{ name: 'payload-theme', url: baseURL!, value: scheme }])
      await page.emulateMedia({ colorScheme: scheme })
      await openPagesOf(page, tenant.name)
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
      const trash = await openTrash(page)
      await expect(
        trash.getByRole('list', { name: 'Deleted pages' }).getByRole('listitem'),
      ).toHaveCount(1)
      await checkAxe(page, `Trash (${scheme})`, 'dialog[open]')
      await trash.getByRole('button', { exact: true, name: 'Close' }).click()
    }

    // Keyboard only: Tab to Trash, Enter, Tab to Restore, Enter; Escape gives focus back.
    const trashButton = page.getByRole('button', { exact: true, name: 'Trash' })
    await page.getByRole('heading', { level: 1, name: 'Page Management' }).click()
    await tabTo(page, trashButton)
    await page.keyboard.press('Enter')
    const trash = page.getByRole('dialog', { name: 'Trash' })
    await expect(trash).toBeVisible()
    const restore = trash.getByRole('button', { name: `Restore ${title}` })
    await tabTo(page, restore)
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Page restored')).toBeVisible()
    await expect(trash.getByText('The trash is empty.')).toBeVisible()
    await expect(trash.getByRole('button', { exact: true, name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trash).toBeHidden()
    await expect(trashButton).toBeFocused()
    await expect(pageRow(page, title)).toBeVisible()
  })
})
