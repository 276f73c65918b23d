import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { createTenant, openCreatePage, openPagesOf, rowAction } from './support/pagesScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'
import { discardChanges } from './support/unsaved'

test.describe('Page Management: the page form refuses what the API refuses', () => {
  const tenants: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test('should show every message under its field, on its own tab', async ({ page }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'form')
    tenants.push(tenant.id)
    const taken = await page.request.post('/api/pages', {
      data: { slug: 'taken', tenantId: tenant.id, title: 'Taken' },
    })
    expect(taken.status()).toBe(201)
    await openPagesOf(page, tenant.name)

    const dialog = await openCreatePage(page)
    const submit = dialog.getByRole('button', { name: 'Create Page' })
    const title = dialog.getByLabel('Title *', { exact: true })
    const slug = dialog.getByLabel('Slug')

    await submit.click()
    await expect(dialog.getByText('Title is required')).toBeVisible()
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(title).toBeFocused()
    await shoot(page, 'admin-pages-create-validation')

    await title.fill('x'.repeat(501))
    await submit.click()
    await expect(dialog.getByText('Title must be at most 500 characters')).toBeVisible()

    // A title that gives no slug: the server's message goes under Slug.
    await title.fill('!!!')
    await expect(slug).toHaveValue('')
    await submit.click()
    // The toast sits over the dialog's foot for 5 s: Enter in a field sends the form from here on.
    await expect(toast(page, 'Page Creation Failed')).toBeVisible()
    await expect(dialog.getByText('Slug is required')).toBeVisible()
    await expect(slug).toHaveAttribute('aria-invalid', 'true')

    await title.fill('A fine page')
    await slug.fill('Not A Slug')
    await title.press('Enter')
    await expect(
      dialog.getByText('Slug must be lowercase letters, numbers, and hyphens only'),
    ).toBeVisible()

    // The server's duplicate: toast and message under Slug.
    await slug.fill('taken')
    await title.press('Enter')
    await expect(toast(page, 'Page Creation Failed')).toBeVisible()
    await expect(
      dialog.getByText('A page with this slug already exists for this tenant').first(),
    ).toBeVisible()
    await slug.fill('a-fine-page')

    // A field on another tab: that tab opens with the message.
    await dialog.getByRole('tab', { name: 'Settings' }).click()
    await dialog.getByLabel('Featured Image URL').fill('ftp://images.example.com/x.jpg')
    await dialog.getByRole('tab', { name: 'Content' }).click()
    await title.press('Enter')
    await expect(dialog.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(
      dialog.getByText(
        'Featured image must be an http or https URL, or the /media/ address of an uploaded image',
      ),
    ).toBeVisible()
    await expect(dialog.getByLabel('Featured Image URL')).toBeFocused()
    await dialog.getByLabel('Featured Image URL').fill('')

    await dialog.getByRole('tab', { name: 'SEO' }).click()
    await dialog.getByLabel('SEO Title').fill('s'.repeat(501))
    await dialog.getByLabel('SEO Description').fill('d'.repeat(5001))
    await dialog.getByRole('tab', { name: 'Content' }).click()
    await title.press('Enter')
    await expect(dialog.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true')
    await expect(dialog.getByText('SEO title must be at most 500 characters')).toBeVisible()
    await expect(dialog.getByText('SEO description must be at most 5000 characters')).toBeVisible()
    await expect(
      dialog.getByText('501 / 60 characters (search results cut the rest)'),
    ).toBeVisible()
    await shoot(page, 'admin-pages-seo-validation')
    await dialog.getByLabel('SEO Title').fill('')
    await dialog.getByLabel('SEO Description').fill('')
    await dialog.getByRole('tab', { name: 'Content' }).click()
    await title.press('Enter')
    await expect(toast(page, 'Page Created')).toBeVisible()
    await expect(dialog).toBeHidden()

    // Edit: a blank slug is refused (only a create generates one).
    await rowAction(page, 'A fine page', 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit Page' })
    await expect(edit.getByLabel('Slug')).toHaveValue('a-fine-page')
    await edit.getByLabel('Slug').fill('')
    await edit.getByRole('button', { name: 'Publish changes' }).click()
    await expect(edit.getByText('Slug is required')).toBeVisible()
    // Emptied, the slug follows the title again.
    await edit.getByLabel('Title *', { exact: true }).fill('A finer page')
    await expect(edit.getByLabel('Slug')).toHaveValue('a-finer-page')
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await discardChanges(page)
    await expect(edit).toBeHidden()
  })
})
