import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import {
  createTenant,
  openCreatePage,
  openPagesOf,
  pageRow,
  rowAction,
} from './support/pagesScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'

const MARKDOWN = [
  '## Why practice matters',
  '',
  '- Short sessions',
  '- Every **single** day',
  '',
  'Read [the piano guide](https://example.com/guide) first.',
].join('\n')

test.describe('Page Management at /admin/pages', () => {
  const tenants: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test('should create a markdown page, serve it on the site, then edit, view and delete it', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'md')
    tenants.push(tenant.id)
    await openPagesOf(page, tenant.name)
    await expect(page.getByText('Create and manage blog posts and data-driven pages')).toBeVisible()
    await expect(page.getByText(`No pages for ${tenant.name}`)).toBeVisible()

    // The Create menu by keyboard: Enter opens it on its first item, Escape closes it.
    const createMenu = page.getByRole('button', { exact: true, name: 'Create' })
    await createMenu.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Create Page' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(createMenu).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Create Page' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(createMenu).toBeFocused()

    const dialog = await openCreatePage(page)
    await expect(dialog.getByRole('tab')).toHaveText(['Content', 'Settings', 'SEO'])
    await expect(dialog.getByLabel('Title *', { exact: true })).toBeFocused()
    await dialog.getByLabel('Title *', { exact: true }).fill('Choosing Your First Piano!')
    await expect(dialog.getByLabel('Slug')).toHaveValue('choosing-your-first-piano')
    await dialog.getByRole('textbox', { exact: true, name: 'Content' }).fill(MARKDOWN)
    // The preview is the HTML the site will serve.
    const preview = dialog.frameLocator('iframe[title="Content preview"]')
    await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Why practice matters')
    await expect(preview.getByRole('listitem')).toHaveText(['Short sessions', 'Every single day'])
    await expect(preview.getByRole('link', { name: 'the piano guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    )
    await shoot(page, 'admin-pages-create-content')

    await dialog.getByRole('tab', { name: 'Settings' }).click()
    await expect(dialog.getByLabel('Category')).toHaveValue('none')
    await expect(dialog.getByLabel('Status')).toHaveValue('draft')
    await dialog.getByLabel('Status').selectOption('published')
    await dialog.getByLabel('Type', { exact: true }).selectOption('blog')
    await dialog.getByRole('checkbox', { name: /^Featured/ }).check()
    await dialog.getByLabel('Featured Image URL').fill('https://images.example.com/piano.jpg')
    await shoot(page, 'admin-pages-create-settings')

    await dialog.getByRole('tab', { name: 'SEO' }).click()
    await dialog.getByLabel('SEO Title').fill('Piano guide')
    await expect(dialog.getByText('11 / 60 characters')).toBeVisible()
    await dialog.getByLabel('SEO Description').fill('How to choose a piano')
    await expect(dialog.getByText('21 / 160 characters')).toBeVisible()
    await expect(dialog.getByTestId('serp-title')).toHaveText('Piano guide')
    await expect(dialog.getByTestId('serp-url')).toHaveText('/blog/choosing-your-first-piano')
    await shoot(page, 'admin-pages-create-seo')

    await dialog.getByRole('button', { name: 'Create Page' }).click()
    await expect(toast(page, 'Page Created')).toBeVisible()
    await expect(dialog).toBeHidden()
    const row = pageRow(page, 'Choosing Your First Piano!')
    await expect(row).toContainText('/choosing-your-first-piano')
    await expect(row.getByRole('cell').nth(1)).toHaveText('Blog post')
    await expect(row.getByRole('cell').nth(2)).toHaveText('published')
    await expect(row.getByRole('cell').nth(3)).toHaveText(tenant.name)
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await expect(page.getByTestId('pages-range')).toHaveText('Showing 1 to 1 of 1 pages')
    await shoot(page, 'admin-pages-list')

    // The public site serves the markdown as HTML.
    const site = await page.context().newPage()
    await site.goto(`/page/choosing-your-first-piano?simulate_domain=${tenant.domain}`)
    await expect(
      site.getByRole('heading', { level: 1, name: 'Choosing Your First Piano!' }),
    ).toBeVisible()
    await expect(
      site.getByRole('heading', { level: 2, name: 'Why practice matters' }),
    ).toBeVisible()
    await expect(site.getByRole('listitem').filter({ hasText: 'Short sessions' })).toBeVisible()
    await expect(site.getByRole('link', { name: 'the piano guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    )
    await site.close()

    // Edit: the slug still follows the title while it is the title's automatic slug...
    await rowAction(page, 'Choosing Your First Piano!', 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit Page' })
    await expect(edit.getByRole('textbox', { exact: true, name: 'Content' })).toHaveValue(MARKDOWN)
    await edit.getByLabel('Title *', { exact: true }).fill('Choosing a Grand Piano')
    await expect(edit.getByLabel('Slug')).toHaveValue('choosing-a-grand-piano')
    // ...and not once it is typed by hand.
    await edit.getByLabel('Slug').fill('grand-piano')
    await edit.getByLabel('Title *', { exact: true }).fill('Choosing a Grand Piano Today')
    await expect(edit.getByLabel('Slug')).toHaveValue('grand-piano')
    await edit.getByRole('button', { name: 'Publish changes' }).click()
    await expect(toast(page, 'Changes Published')).toBeVisible()
    await expect(page.getByText('Choosing a Grand Piano Today is live.')).toBeVisible()
    await expect(pageRow(page, 'Choosing a Grand Piano Today')).toContainText('/grand-piano')

    // View: read only, with the content as the site shows it.
    await rowAction(page, 'Choosing a Grand Piano Today', 'View')
    const view = page.getByRole('dialog', { name: 'Choosing a Grand Piano Today' })
    await expect(view.getByRole('textbox')).toHaveCount(0)
    await expect(view).toContainText('Piano guide')
    await expect(
      view.frameLocator('iframe').getByRole('heading', { name: 'Why practice matters' }),
    ).toBeVisible()
    await shoot(page, 'admin-pages-view')
    await view.getByRole('button', { name: 'Close' }).click()

    // Delete (to the trash), after the confirmation.
    await rowAction(page, 'Choosing a Grand Piano Today', 'Delete')
    const confirm = page.getByRole('dialog', { name: 'Delete Page' })
    await expect(confirm).toContainText(/You can restore it from the Trash for \d+ days?\./)
    await expect(confirm).toContainText('Choosing a Grand Piano Today')
    await shoot(page, 'admin-pages-delete')
    await confirm.getByRole('button', { exact: true, name: 'Delete' }).click()
    await expect(page.getByText('Page deleted successfully!')).toBeVisible()
    await expect(page.getByText(`No pages for ${tenant.name}`)).toBeVisible()
  })
})
