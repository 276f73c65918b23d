/**
 * Drafts of live pages in the admin (issue 34): an edit saved as a draft leaves the tenant's site as it
 * was and marks the row "Changes not published"; Preview opens the draft on the tenant's domain;
 * History shows the versions and a side-by-side diff against the working copy (axe-clean in light and
 * dark); Publish changes makes the draft live; a version restored is a draft, and Discard draft drops
 * it; a time set in Schedule is read on the tenant's clock.
 */
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { checkAxe } from './support/axe'
import { createTenant, openPagesOf, pageRow, rowAction } from './support/pagesScreen'
import { toast } from './support/toast'

const LIVE = '## Opening hours\n\nOpen from nine.'
const DRAFT = '## Opening hours\n\nOpen from ten on Sundays.'

/** The page as the tenant's visitors see it. */
const visit = async (page: Page, domain: string) => {
  const site = await page.context().newPage()
  await site.goto(`/page/hours?simulate_domain=${domain}`)
  const text = await site.locator('body').innerText()
  await site.close()
  return text
}

const openHistory = async (page: Page, title: string) => {
  await rowAction(page, title, 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit Page' })
  // By keyboard: the Content tab, then End to the last tab, History.
  await edit.getByRole('tab', { name: 'Content' }).focus()
  await page.keyboard.press('End')
  await expect(edit.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true')
  const rows = edit.getByTestId('version-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('Draft saved')
  await expect(rows.last()).toContainText('Published')
  await rows
    .last()
    .getByRole('button', { name: /^Compare the version of / })
    .click()
  const diff = edit.getByTestId('content-diff')
  await expect(diff.getByRole('row').filter({ hasText: 'Open from nine.' })).toContainText(
    'Open from ten on Sundays.',
  )
  return edit
}

test.describe('Drafts and history of a page', () => {
  let tenantId = ''

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (tenantId) await request.delete(`/api/tenants/${tenantId}`)
  })

  test('should save a draft beside the live page, show its history and diff, then publish it', async ({
    baseURL,
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'drafts')
    tenantId = tenant.id
    const zoned = await page.request.put(`/api/tenants/${tenantId}`, {
      data: { domain: tenant.domain, name: tenant.name, timeZone: 'Europe/Berlin' },
    })
    expect(zoned.status()).toBe(200)
    const created = await page.request.post('/api/pages', {
      data: { content: LIVE, slug: 'hours', status: 'published', tenantId, title: 'Hours' },
    })
    expect(created.status()).toBe(201)
    await openPagesOf(page, tenant.name)

    // Save draft: the form keeps the draft, the site keeps the live text, the row says so.
    await rowAction(page, 'Hours', 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit Page' })
    const content = edit.getByRole('textbox', { exact: true, name: 'Content' })
    await expect(content).toHaveValue(LIVE)
    await expect(edit.getByRole('button', { name: 'Discard draft' })).toHaveCount(0)
    await content.fill(DRAFT)
    await edit.getByRole('button', { name: 'Save draft' }).click()
    await expect(toast(page, 'Draft Saved')).toBeVisible()
    await expect(edit.getByRole('button', { name: 'Discard draft' })).toBeVisible()
    await expect(pageRow(page, 'Hours')).toContainText('Changes not published')
    expect(await visit(page, tenant.domain)).toContain('Open from nine.')

    // Preview: the draft on the tenant's own domain, in a new tab.
    const opened = page.context().waitForEvent('page')
    await edit.getByRole('button', { name: 'Preview' }).click()
    const preview = await opened
    await expect(preview.getByText('Open from ten on Sundays.')).toBeVisible()
    await expect(preview.getByText('Preview: not published')).toBeVisible()
    expect(new URL(preview.url()).hostname).toBe(tenant.domain)
    await preview.close()

    // History: both versions, and the published one beside the working copy.
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()
    await openHistory(page, 'Hours')
    await checkAxe(page, 'Edit Page → History (light)', 'dialog[open]')

    // The same in the dark scheme.
    await page.context().addCookies([{ name: 'payload-theme', url: baseURL!, value: 'dark' }])
    await page.emulateMedia({ colorScheme: 'dark' })
    await openPagesOf(page, tenant.name)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const dark = await openHistory(page, 'Hours')
    await checkAxe(page, 'Edit Page → History (dark)', 'dialog[open]')

    // Publish changes: live on the site, and the marker goes.
    await dark.getByRole('button', { name: 'Publish changes' }).click()
    await expect(toast(page, 'Changes Published')).toBeVisible()
    await expect(dark).toBeHidden()
    await expect(pageRow(page, 'Hours')).not.toContainText('Changes not published')
    expect(await visit(page, tenant.domain)).toContain('Open from ten on Sundays.')

    // Restore the first version into the draft, by keyboard; then Discard draft brings the live text back.
    await rowAction(page, 'Hours', 'Edit')
    const again = page.getByRole('dialog', { name: 'Edit Page' })
    await again.getByRole('tab', { name: 'History' }).click()
    await again
      .getByTestId('version-row')
      .last()
      .getByRole('button', { name: /^Restore the version of / })
      .click()
    const restore = page.getByRole('dialog', { name: 'Restore Version' })
    await restore.getByRole('button', { name: 'Restore' }).press('Enter')
    await expect(toast(page, 'Version Restored')).toBeVisible()
    await expect(again.getByLabel('Title *', { exact: true })).toBeFocused()
    await expect(again.getByRole('textbox', { exact: true, name: 'Content' })).toHaveValue(LIVE)
    expect(await visit(page, tenant.domain)).toContain('Open from ten on Sundays.')
    await again.getByRole('button', { name: 'Discard draft' }).click()
    await page
      .getByRole('dialog', { name: 'Discard Draft' })
      .getByRole('button', { name: 'Discard draft' })
      .click()
    await expect(toast(page, 'Draft Discarded')).toBeVisible()
    await expect(again.getByRole('textbox', { exact: true, name: 'Content' })).toHaveValue(DRAFT)
    await expect(again.getByRole('button', { name: 'Discard draft' })).toHaveCount(0)

    // Schedule: a time read on the tenant's clock (Berlin), stored in UTC, shown in the list.
    await again.getByRole('tab', { name: 'Schedule' }).click()
    await again.getByLabel('Unpublish at').fill('2030-01-07T09:00')
    await again.getByLabel('Unpublish at').press('Enter')
    await expect(toast(page, 'Schedule Saved')).toBeVisible()
    await expect(pageRow(page, 'Hours')).toContainText('Unpublishes Jan 7, 2030, 9:00 AM GMT+1')
    const listed = await (await page.request.get(`/api/pages?tenantId=${tenantId}`)).json()
    expect(listed[0].unpublishAt).toBe('2030-01-07T08:00:00.000Z')
  })
})
