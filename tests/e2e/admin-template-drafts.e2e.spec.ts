/**
 * Template drafts in the admin (issue 34): the Template Editor saves a new URL pattern and content as
 * a draft, says how many pages publishing changes and which URLs move, marks the template "Changes not
 * published" (axe-clean in light and dark), previews the draft on the tenant's domain in a new tab,
 * and Publish changes makes it live at once, the old URLs answering 301; Discard draft drops a draft.
 */
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { checkAxe } from './support/axe'
import { fillCode } from './support/codeEditor'
import { demoTenantId, openWithDemoTenant } from './support/templatesScreen'
import { toast } from './support/toast'

const BAR = 'Preview: not published'

/** A path of the demo site as its visitors get it, redirects not followed. */
const visit = async (page: Page, path: string) => {
  const reply = await page.request.get(`${path}?simulate_domain=demo.localhost`, {
    maxRedirects: 0,
  })
  return { status: reply.status(), location: reply.headers().location, text: await reply.text() }
}

test.describe('Drafts of a template', () => {
  let templateId = ''

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (templateId) await request.delete(`/api/templates/${templateId}`)
  })

  test('should save a draft beside the live pages, preview it, publish it and move the old URLs', async ({
    baseURL,
    page,
  }) => {
    test.setTimeout(120_000)
    await signInThroughApi(page)
    const tenantId = await demoTenantId(page)
    const suffix = Date.now().toString(36)
    const datasets = (await (await page.request.get('/api/datasets')).json()) as {
      id: string
      name: string
    }[]
    const name = `E2E draft pages ${suffix}`
    const created = await page.request.post('/api/templates', {
      data: {
        content: '<h1>#label#</h1><p>The live words.</p>',
        datasetId: datasets.find((d) => d.name === 'Musical Instruments')!.id,
        name,
        status: 'active',
        tenantId,
        urlPattern: `/e2e-live-${suffix}/{name}`,
      },
    })
    expect(created.status()).toBe(201)
    templateId = ((await created.json()) as { id: string }).id

    await openWithDemoTenant(page)
    const list = page.getByRole('list', { name: 'Templates' })
    await list.getByRole('button', { name: new RegExp(`^${name}`) }).click()
    const editor = page.getByRole('form', { name: 'Template Editor' })
    await expect(editor.getByLabel(/^Name/)).toHaveValue(name)

    // Save draft: the summary says what publishing does; the live pages stay as they are.
    await editor.getByLabel(/^URL Pattern/).fill(`/e2e-moved-${suffix}/{name}`)
    await fillCode(
      editor.getByRole('textbox', { exact: true, name: 'Content' }),
      '<h1>#label#</h1><p>The draft words.</p>',
    )
    await editor.getByRole('button', { name: 'Save draft' }).click()
    await expect(toast(page, 'Draft Saved')).toBeVisible()
    const summary = editor.getByRole('region', { name: 'Changes not published' })
    await expect(summary).toContainText('A draft of the URL pattern, content')
    await expect(summary).toContainText(/Publishing changes \d+ pages and moves \d+ URLs/)
    const moves = summary.getByRole('list', { name: 'URLs that change' }).getByRole('listitem')
    await expect(moves.first()).toContainText(`/e2e-live-${suffix}/`)
    await expect(moves.first()).toContainText(`→ /e2e-moved-${suffix}/`)
    const [oldPath, newPath] = ((await moves.first().innerText()).split(' → ') as string[]).map(
      (s) => s.trim(),
    )
    await expect(
      list.getByRole('listitem').filter({ hasText: name }).getByText('Changes not published'),
    ).toBeVisible()
    await expect(editor.getByRole('button', { name: 'Discard changes' })).toBeDisabled()
    expect((await visit(page, oldPath)).text).toContain('The live words.')
    expect((await visit(page, newPath)).status).toBe(404)

    await checkAxe(page, 'Template Editor with a draft')
    await page.context().addCookies([{ name: 'payload-theme', url: baseURL!, value: 'dark' }])
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await list.getByRole('button', { name: new RegExp(`^${name}`) }).click()
    await expect(summary).toBeVisible()
    await checkAxe(page, 'Template Editor with a draft (dark)')

    // Preview: the draft on the tenant's domain, in a new tab.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      editor.getByRole('button', { name: 'Preview' }).click(),
    ])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).hostname).toBe('demo.localhost')
    await expect(tab.getByRole('region', { name: BAR })).toBeVisible()
    await expect(tab.getByText('The draft words.')).toBeVisible()
    await tab.close()

    // Publish changes: live at once, the old URL moved.
    await editor.getByRole('button', { name: 'Publish changes' }).click()
    await expect(toast(page, 'Changes Published')).toBeVisible()
    await expect(summary).toBeHidden()
    await expect(list.getByText('Changes not published')).toHaveCount(0)
    const live = await visit(page, newPath)
    expect(live.status).toBe(200)
    expect(live.text).toContain('The draft words.')
    expect(await visit(page, oldPath)).toMatchObject({
      status: 301,
      location: `${newPath}?simulate_domain=demo.localhost`,
    })

    // Discard draft: asked first, then the editor shows the live template again.
    await editor.getByLabel(/^URL Pattern/).fill(`/e2e-dropped-${suffix}/{name}`)
    await editor.getByRole('button', { name: 'Save draft' }).click()
    await expect(summary).toContainText('A draft of the URL pattern')
    // By keyboard: Enter opens the question, Escape closes it and focus returns to the button.
    const discardButton = editor.getByRole('button', { name: 'Discard draft' })
    await discardButton.focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Discard Draft' })
    await expect(confirm).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(discardButton).toBeFocused()
    await discardButton.click()
    await confirm.getByRole('button', { name: 'Discard draft' }).click()
    await expect(toast(page, 'Draft Discarded')).toBeVisible()
    await expect(summary).toBeHidden()
    await expect(editor.getByLabel(/^URL Pattern/)).toHaveValue(`/e2e-moved-${suffix}/{name}`)
  })
})
