/** Issue 38's smaller fixes in the admin: each told or shown where the user is. */
import { expect, test } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { SCREENS } from './support/adminScreens'
import { createTenant, openPagesOf, pageRow, rowAction, shownTitles } from './support/pagesScreen'
import { openWithDemoTenant } from './support/templatesScreen'
import { discardChanges } from './support/unsaved'

test.describe('Smaller fixes (issue 38)', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page)
  })

  test('should tell a wrong URL pattern as it is typed in Create New Template, with the fix', async ({
    page,
  }) => {
    await openWithDemoTenant(page)
    await page.getByRole('button', { name: 'Create Template' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create New Template' })
    await dialog.getByLabel('Dataset').selectOption({ label: 'Musical Instruments' })
    const url = dialog.getByLabel(/^URL Pattern/)
    await url.fill('/city/#name#')
    await expect(dialog.getByText('Write {name}, not #name#')).toBeVisible()
    await expect(url).toHaveAttribute('aria-invalid', 'true')
    await url.fill('/city/{nme}')
    await expect(
      dialog.getByText(/^Unknown field \{nme\}: the dataset has .*\bname\b/),
    ).toBeVisible()
    await url.fill('/city/{name}')
    await expect(dialog.getByText(/^Unknown field/)).toHaveCount(0)
    await expect(url).not.toHaveAttribute('aria-invalid', 'true')
    // The typed template is thrown away on purpose.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await discardChanges(page)
    await expect(dialog).toBeHidden()
  })

  test('should search pages by title or slug whatever the accents, and filter them by status', async ({
    page,
  }) => {
    const tenant = await createTenant(page, 'search')
    for (const [title, slug, status] of [
      ['Crème Brûlée Guide', 'dessert-guide', 'published'],
      ['Bread Basics', 'creme-of-bread', 'draft'],
      ['Piano Care', 'piano-care', 'archived'],
    ]) {
      const reply = await page.request.post('/api/pages', {
        data: { slug, status, tenantId: tenant.id, title },
      })
      expect(reply.status()).toBe(201)
    }
    await openPagesOf(page, tenant.name)
    await expect(page.getByTestId('page-title')).toHaveCount(3)
    const search = page.getByRole('searchbox', { name: 'Search pages' })
    await search.fill('CREME')
    await expect(page.getByTestId('page-title')).toHaveCount(2)
    expect((await shownTitles(page)).sort()).toEqual(['Bread Basics', 'Crème Brûlée Guide'])
    await page.getByLabel('Status', { exact: true }).selectOption('published')
    await expect(page.getByTestId('page-title')).toHaveText(['Crème Brûlée Guide'])
    await search.fill('violin')
    await expect(page.getByText('No pages match the search and status')).toBeVisible()
    await search.fill('')
    await page.getByLabel('Status', { exact: true }).selectOption('archived')
    await expect(page.getByTestId('page-title')).toHaveText(['Piano Care'])
    await page.getByLabel('Status', { exact: true }).selectOption('')
    await expect(page.getByTestId('page-title')).toHaveCount(3)
  })

  test("should show a blog post's real URL in the SEO preview and link to the published page", async ({
    page,
  }) => {
    const tenant = await createTenant(page, 'seo')
    const created = await page.request.post('/api/pages', {
      data: {
        content: 'Two days of walking.',
        slug: '48-hours-in-rome',
        status: 'published',
        tenantId: tenant.id,
        title: '48 Hours in Rome',
        type: 'blog',
      },
    })
    expect(created.status()).toBe(201)
    await openPagesOf(page, tenant.name)
    await rowAction(page, '48 Hours in Rome', 'Edit')
    const dialog = page.getByRole('dialog', { name: 'Edit Page' })
    await dialog.getByRole('tab', { name: 'SEO' }).click()
    await expect(dialog.getByTestId('serp-url')).toHaveText('/blog/48-hours-in-rome')
    const view = dialog.getByRole('link', { name: /^View the published page/ })
    const href = await view.getAttribute('href')
    expect(href).toBe(`/blog/48-hours-in-rome?simulate_domain=${tenant.domain}`)
    const site = await page.context().newPage()
    await site.goto(href!)
    await expect(site.getByRole('heading', { level: 1, name: '48 Hours in Rome' })).toBeVisible()
    expect(new URL(site.url()).pathname).toBe('/blog/48-hours-in-rome')
    await site.close()
    // A page (not a post) is served under /page/.
    await dialog.getByRole('tab', { name: 'Settings' }).click()
    await dialog.getByLabel('Type', { exact: true }).selectOption('page')
    await dialog.getByRole('tab', { name: 'SEO' }).click()
    await expect(dialog.getByTestId('serp-url')).toHaveText('/page/48-hours-in-rome')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await discardChanges(page)
    await rowAction(page, '48 Hours in Rome', 'View')
    const viewDialog = page.getByRole('dialog', { name: '48 Hours in Rome' })
    await expect(viewDialog.getByText('/blog/48-hours-in-rome', { exact: true })).toBeVisible()
    await expect(viewDialog.getByRole('link', { name: 'View page' })).toHaveAttribute(
      'href',
      `/blog/48-hours-in-rome?simulate_domain=${tenant.domain}`,
    )
    await expect(pageRow(page, '48 Hours in Rome')).toBeVisible()
  })

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { height: 740, width: 360 } })

    test('should scroll no screen sideways', async ({ page }) => {
      test.setTimeout(180_000)
      const wide: string[] = []
      for (const screen of SCREENS) {
        await page.goto(screen.href)
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
        await page.waitForLoadState('networkidle')
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        if (width > 360) wide.push(`${screen.href}: ${width}px`)
      }
      expect(wide).toEqual([])
    })

    test("should show the Records dialog's Status column first, clear of Actions", async ({
      page,
    }) => {
      await page.goto('/admin/datasets')
      await page.getByRole('button', { name: /^Records of Musical Instruments/ }).click()
      const dialog = page.getByRole('dialog', { name: 'Manage Records' })
      await expect(dialog.getByTestId('record-row').first()).toBeVisible()
      const status = await dialog.getByRole('columnheader', { name: 'Status' }).boundingBox()
      const actions = await dialog.getByRole('columnheader', { name: 'Actions' }).boundingBox()
      const frame = await dialog.locator('table').locator('xpath=..').boundingBox()
      expect(status!.x).toBeGreaterThanOrEqual(frame!.x)
      expect(status!.x + status!.width).toBeLessThanOrEqual(actions!.x)
      await expect(
        dialog
          .getByTestId('record-row')
          .first()
          .getByText(/^(Live|Pending)$/),
      ).toBeInViewport()
    })

    test('should keep the Layout tabs on the screen', async ({ page }) => {
      await page.goto('/admin/layout')
      await expect(page.getByRole('heading', { level: 1, name: 'Layout Management' })).toBeVisible()
      for (const tab of await page.getByRole('tab').all()) {
        const box = await tab.boundingBox()
        expect(box, (await tab.textContent()) ?? 'a tab').not.toBeNull()
        expect(box!.x).toBeGreaterThanOrEqual(0)
        expect(box!.x + box!.width).toBeLessThanOrEqual(360)
      }
    })
  })
})
