import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { checkAxe } from './support/axe'
import { createTenant, openCreatePage, openPagesOf, rowAction } from './support/pagesScreen'
import { shoot } from './support/screens'
import { openSettings, restoreSettings } from './support/settingsScreen'
import { createInstrumentTemplate } from './support/snippetsScreen'
import { DEMO_TENANT, demoTenantId } from './support/templatesScreen'
import { toast } from './support/toast'

/** Nothing typed is lost (issue 38): every form with changes asks before it closes or is left. */

/** The browser's Back: held for the question, it never completes, so the wait for it is short. */
const pressBack = (page: Page) => page.goBack({ timeout: 2_000 }).catch(() => null)

const confirmOf = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' })

test.describe('Unsaved changes', () => {
  const tenants: string[] = []
  const templates: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of templates) await request.delete(`/api/templates/${id}`)
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
    await restoreSettings(request)
  })

  test('should ask before Escape throws away a typed page, by keyboard alone, and close an untouched one at once', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'unsaved')
    tenants.push(tenant.id)
    await openPagesOf(page, tenant.name)

    // Untouched, Escape closes at once.
    let dialog = await openCreatePage(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    dialog = await openCreatePage(page)
    const title = dialog.getByLabel('Title *', { exact: true })
    await title.fill('Half a page')
    await page.keyboard.press('Escape')
    const confirm = confirmOf(page)
    await expect(confirm).toBeVisible()
    await expect(confirm).toContainText('Your changes have not been saved')
    // Focus lands on Keep editing; Escape is Keep editing and gives focus back to the field.
    await expect(confirm.getByRole('button', { name: 'Keep editing' })).toBeFocused()
    await checkAxe(page, 'Discard unsaved changes?', 'dialog[open]:last-of-type')
    await shoot(page, 'admin-unsaved-confirm')
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(title).toHaveValue('Half a page')
    await expect(title).toBeFocused()

    // Tab stays inside the confirm; Keep editing by Enter keeps the text.
    await page.keyboard.press('Escape')
    await expect(confirm).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(confirm.getByRole('button', { name: 'Discard' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(confirm.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(confirm).toBeHidden()
    await expect(title).toHaveValue('Half a page')

    // Cancel and × ask too; Discard closes and the next Create Page starts empty.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Discard' }).press('Enter')
    await expect(confirm).toBeHidden()
    await expect(dialog).toBeHidden()
    dialog = await openCreatePage(page)
    await expect(dialog.getByLabel('Title *', { exact: true })).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // The confirm in the dark scheme.
    await page.emulateMedia({ colorScheme: 'dark' })
    dialog = await openCreatePage(page)
    await dialog.getByLabel('Title *', { exact: true }).fill('Dark draft')
    await page.keyboard.press('Escape')
    await expect(confirm).toBeVisible()
    await checkAxe(page, 'Discard unsaved changes? (dark)', 'dialog[open]:last-of-type')
    await confirm.getByRole('button', { name: 'Discard' }).click()
    await expect(dialog).toBeHidden()
  })

  test('should ask before a sidebar link leaves changed Settings, and keep the change when staying', async ({
    page,
  }) => {
    await signInThroughApi(page)
    await openSettings(page)
    const name = page.getByLabel('Platform Name')
    // Untouched, a sidebar link leaves at once.
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    await sidebar.getByRole('link', { exact: true, name: 'Tasks' }).click()
    await expect(page).toHaveURL(/\/admin\/tasks$/)

    await openSettings(page)
    await name.fill('Unsaved Sites')
    await sidebar.getByRole('link', { exact: true, name: 'Tasks' }).click()
    const confirm = confirmOf(page)
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await expect(confirm).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await expect(name).toHaveValue('Unsaved Sites')

    // A reload gets the browser's own prompt; dismissed, the page and the change stay.
    const prompts: string[] = []
    page.once('dialog', async (prompt) => {
      prompts.push(prompt.type())
      await prompt.dismiss()
    })
    await page.reload({ timeout: 5_000 }).catch(() => undefined)
    expect(prompts).toEqual(['beforeunload'])
    await expect(name).toHaveValue('Unsaved Sites')

    // Saved, the form is clean: the link leaves at once.
    await name.fill('Guarded Sites')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(toast(page, 'Settings saved')).toBeVisible()
    await sidebar.getByRole('link', { exact: true, name: 'Tasks' }).click()
    await expect(page).toHaveURL(/\/admin\/tasks$/)
    await expect(confirm).toHaveCount(0)

    // Changed again: Discard follows the link.
    await openSettings(page)
    await name.fill('Thrown away')
    await sidebar.getByRole('link', { exact: true, name: 'Tasks' }).click()
    await confirm.getByRole('button', { name: 'Discard' }).click()
    await expect(page).toHaveURL(/\/admin\/tasks$/)
    expect(
      ((await (await page.request.get('/api/settings')).json()) as { platformName: string })
        .platformName,
    ).toBe('Guarded Sites')
  })

  test('should ask before Back, or another tenant, leaves a changed Template Editor', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const suffix = Date.now().toString(36)
    const name = `Guarded ${suffix}`
    templates.push(
      await createInstrumentTemplate(page, {
        content: '<p>#name#</p>',
        name,
        tenantId: await demoTenantId(page),
        urlPattern: `/e2e-guard-${suffix}/{name}`,
      }),
    )
    // Reached through the sidebar, so Back stays in the app (a page loaded anew gets `beforeunload`).
    await page.goto('/admin/tasks')
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { exact: true, name: 'Dynamic pages' })
      .click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dynamic Page Management' }),
    ).toBeVisible()
    await page.getByTestId('tenant-selector').selectOption({ label: DEMO_TENANT })
    await page
      .getByRole('list', { name: 'Templates' })
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click()
    const editor = page.getByRole('form', { name: 'Template Editor' })
    await expect(editor.getByLabel(/^Name/)).toHaveValue(name)
    await editor.getByLabel(/^Name/).fill(`${name} changed`)
    // The editor has taken the change in (Back pressed in the same instant would leave nothing to ask).
    await expect(editor.getByRole('button', { name: 'Discard changes' })).toBeEnabled()

    await pressBack(page)
    const confirm = confirmOf(page)
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await expect(page).toHaveURL(/\/admin\/templates$/)
    await expect(editor.getByLabel(/^Name/)).toHaveValue(`${name} changed`)

    // Another tenant in the header's select would show its own templates: asked too.
    const tenantSelect = page.getByTestId('tenant-selector')
    await tenantSelect.selectOption('all')
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await expect(tenantSelect.locator('option:checked')).toHaveText(DEMO_TENANT)
    await expect(editor.getByLabel(/^Name/)).toHaveValue(`${name} changed`)

    // Back again, and Discard: the previous screen.
    await pressBack(page)
    await confirm.getByRole('button', { name: 'Discard' }).click()
    await expect(page).toHaveURL(/\/admin\/tasks$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible()
  })

  test("should ask before Cancel throws away Improve with AI's result, in the improver and in the page form", async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'unsaved-ai')
    tenants.push(tenant.id)
    const original = '## Practice\n\nTen minutes a day beats an hour on Sunday.'
    const created = await page.request.post('/api/pages', {
      data: { content: original, tenantId: tenant.id, title: 'Practice notes' },
    })
    expect(created.status()).toBe(201)
    await openPagesOf(page, tenant.name)
    await rowAction(page, 'Practice notes', 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit Page' })
    const content = edit.getByRole('textbox', { exact: true, name: 'Content' })
    await expect(content).toHaveValue(original)
    const confirm = confirmOf(page)

    await edit.getByRole('button', { name: 'Improve with AI' }).click()
    const improve = page.getByRole('dialog', { name: 'Improve Content with AI' })
    await improve.getByRole('button', { name: 'Improve Content' }).click()
    await expect(toast(page, 'Content Improved')).toBeVisible()
    // Cancel in the improver with its result: asked; Keep editing keeps it.
    await improve.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await expect(improve.getByTestId('improved-note')).toBeVisible()
    const improved = await improve
      .getByRole('textbox', { exact: true, name: 'Content' })
      .inputValue()
    expect(improved).not.toBe(original)
    await improve.getByRole('button', { name: 'Use Improved Content' }).click()
    await expect(improve).toBeHidden()
    await expect(content).toHaveValue(improved)

    // Cancel in the page form after Use Improved Content: asked; Keep editing keeps it.
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await expect(content).toHaveValue(improved)
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await confirm.getByRole('button', { name: 'Discard' }).click()
    await expect(edit).toBeHidden()
    const pages = (await (await page.request.get(`/api/pages?tenantId=${tenant.id}`)).json()) as {
      content: string
    }[]
    expect(pages[0].content).toBe(original)
  })
})
