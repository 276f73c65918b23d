import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { fillCode } from './support/codeEditor'
import { shoot } from './support/screens'
import { createInstrumentTemplate, openSnippets, snippetCard } from './support/snippetsScreen'
import { DEMO_TENANT, demoTenantId } from './support/templatesScreen'
import { toast } from './support/toast'

const SIMULATE = 'simulate_domain=demo.localhost'

test.describe('Snippets Management at /admin/snippets', () => {
  const tenantIds: string[] = []
  let templateId: string | undefined

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (templateId) await request.delete(`/api/templates/${templateId}`)
    for (const id of tenantIds) await request.delete(`/api/tenants/${id}`)
  })

  test('should create a snippet in the code editor, use it on a public page, edit, preview and delete it', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const suffix = Date.now().toString(36)
    const name = `E2E call to action ${suffix}`
    const tag = `cta_${suffix}`
    await signInThroughApi(page)
    const tenantId = await demoTenantId(page)
    const publicPath = `/e2e-snip-${suffix}/piano?${SIMULATE}`
    templateId = await createInstrumentTemplate(page, {
      content: `<h1>#label#</h1>\n#${tag}#`,
      name: `E2E snippet page ${suffix}`,
      tenantId,
      urlPattern: `/e2e-snip-${suffix}/{name}`,
    })

    await openSnippets(page, DEMO_TENANT)
    await page.getByRole('button', { name: 'Create Snippet' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create Snippet' })
    await expect(dialog.getByLabel('Status')).toHaveValue('active')
    await dialog.getByRole('button', { name: 'Create Snippet' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByText('Content is required')).toBeVisible()
    const content = dialog.getByRole('textbox', { name: 'Content' })
    await expect(content).toHaveAttribute('aria-invalid', 'true')

    await dialog.getByLabel(/^Name/).fill(name)
    await dialog.getByLabel(/^Tag/).fill('not a tag')
    await dialog.getByRole('button', { name: 'Create Snippet' }).click()
    await expect(
      dialog.getByText('Tag must be letters, numbers, hyphens and underscores only'),
    ).toBeVisible()
    await dialog.getByLabel(/^Tag/).fill(tag)
    await expect(dialog.getByText(`Use #${tag}# in content.`)).toBeVisible()
    // The label names the editor; clicking it puts the caret there, and Tab leaves it.
    await dialog
      .locator('label')
      .filter({ hasText: /^Content/ })
      .click()
    await expect(content).toBeFocused()
    const long = 'Music for every player. '.repeat(10)
    await fillCode(content, `<p class="cta">Visit our shop</p>\n<p>${long}</p>`)
    await page.keyboard.press('Tab')
    await expect(content).not.toBeFocused()
    await expect(dialog).toBeVisible()
    await shoot(page, 'admin-snippets-create-dialog')
    await dialog.getByRole('button', { name: 'Create Snippet' }).click()
    await expect(toast(page, 'Snippet created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const card = snippetCard(page, name)
    await expect(card).toContainText(`Use #${tag}# in content`)
    await expect(card.getByText('active', { exact: true })).toBeVisible()
    const preview = (await card.getByTestId('snippet-preview').textContent()) ?? ''
    expect(preview).toMatch(/^<p class="cta">Visit our shop<\/p>/)
    expect(preview.endsWith('…')).toBe(true)
    expect(preview.length).toBe(201)
    await shoot(page, 'admin-snippets')

    // The template's #tag# shows the snippet on the public page.
    const site = await page.context().newPage()
    await site.goto(publicPath)
    await expect(site.getByRole('heading', { level: 1, name: 'Piano' })).toBeVisible()
    await expect(site.locator('p.cta')).toHaveText('Visit our shop')

    // Edit: the code editor holds the saved HTML.
    await card.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Snippet' })
    const editContent = edit.getByRole('textbox', { name: 'Content' })
    await expect(editContent).toContainText('<p class="cta">Visit our shop</p>')
    await fillCode(editContent, '<p class="cta"><strong>Sale</strong> on all guitars</p>')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Snippet updated successfully')).toBeVisible()
    await expect(edit).toBeHidden()
    await expect(card.getByTestId('snippet-preview')).toHaveText(
      '<p class="cta"><strong>Sale</strong> on all guitars</p>',
    )
    await site.reload()
    await expect(site.locator('p.cta')).toHaveText('Sale on all guitars')

    // Preview draws the HTML.
    await card.getByRole('button', { name: `Preview ${name}` }).click()
    const previewDialog = page.getByRole('dialog', { name: `Preview: ${name}` })
    const frame = previewDialog.frameLocator(`iframe[title="Preview of ${name}"]`)
    await expect(frame.locator('strong')).toHaveText('Sale')
    await shoot(page, 'admin-snippets-preview')
    await previewDialog.getByRole('button', { name: 'Close' }).click()
    await expect(previewDialog).toBeHidden()

    // Delete after a confirmation; the public page no longer shows it.
    await card.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Snippet' })
    await expect(confirm).toContainText('Move this snippet to the trash?')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: `Delete ${name}` }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Snippet deleted successfully')).toBeVisible()
    await expect(card).toHaveCount(0)
    await site.reload()
    await expect(site.getByRole('heading', { level: 1, name: 'Piano' })).toBeVisible()
    await expect(site.locator('p.cta')).toHaveCount(0)
  })

  test("should refuse a tag the tenant already uses with the server's message", async ({
    page,
  }) => {
    const suffix = Date.now().toString(36)
    await signInThroughApi(page)
    const tenantId = await demoTenantId(page)
    const tag = `dup_${suffix}`
    const first = await page.request.post('/api/snippets', {
      data: { content: '<p>One</p>', name: `E2E first ${suffix}`, tag, tenantId },
    })
    expect(first.status()).toBe(201)
    const firstId = ((await first.json()) as { id: string }).id
    try {
      await openSnippets(page, DEMO_TENANT)
      await expect(snippetCard(page, `E2E first ${suffix}`)).toBeVisible()
      await page.getByRole('button', { name: 'Create Snippet' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Create Snippet' })
      await dialog.getByLabel(/^Name/).fill(`E2E second ${suffix}`)
      await dialog.getByLabel(/^Tag/).fill(tag)
      await fillCode(dialog.getByRole('textbox', { name: 'Content' }), '<p>Two</p>')
      await dialog.getByRole('button', { name: 'Create Snippet' }).click()
      await expect(toast(page, 'Error')).toBeVisible()
      await expect(
        dialog.getByText('A snippet with this tag already exists for this tenant'),
      ).toBeVisible()
      // Nothing typed is lost.
      await expect(dialog.getByLabel(/^Name/)).toHaveValue(`E2E second ${suffix}`)
    } finally {
      await page.request.delete(`/api/snippets/${firstId}`)
    }
  })

  test('should show the skeleton, then the empty state, and list every tenant under All tenants', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36)
    await signInThroughApi(page)
    const reply = await page.request.post('/api/tenants', {
      data: { domain: `snippets-${suffix}.example`, name: `Snippets Site ${suffix}` },
    })
    expect(reply.status()).toBe(201)
    const tenant = (await reply.json()) as { id: string; name: string }
    tenantIds.push(tenant.id)

    // One sidebar entry: Payload's own snippets collection is out of the sidebar groups.
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('link', { exact: true, name: 'Snippets' })).toHaveCount(1)

    // A slow answer shows the skeleton first.
    await page.route(
      (url) => url.pathname === '/api/snippets' && url.searchParams.get('tenantId') === tenant.id,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000))
        await route.continue()
      },
    )
    await openSnippets(page, tenant.name)
    await expect(page.getByTestId('snippet-skeleton')).toHaveCount(6)
    await expect(page.getByRole('status').filter({ hasText: 'Loading snippets...' })).toBeVisible()
    await expect(page.getByText('No snippets yet')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create Snippet' })).toHaveCount(2)
    await shoot(page, 'admin-snippets-empty')

    // All tenants: each card names its tenant; creating needs a tenant.
    await page.getByTestId('tenant-selector').selectOption('all')
    await expect(snippetCard(page, 'Call to action')).toContainText(DEMO_TENANT)
    await expect(page.getByRole('button', { name: 'Create Snippet' })).toBeDisabled()
    await expect(page.getByText('Please select a tenant first')).toBeVisible()
  })
})
