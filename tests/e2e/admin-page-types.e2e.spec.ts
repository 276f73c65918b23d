import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { openPageTypes, pageTypeCard, URL_MESSAGE } from './support/pageTypesScreen'
import { shoot } from './support/screens'
import { DEMO_TENANT, demoTenantId } from './support/templatesScreen'
import { toast } from './support/toast'
import { discardChanges } from './support/unsaved'

test.describe('Page Types at /admin/page-types', () => {
  const panelIds: string[] = []
  const tenantIds: string[] = []
  let pageTypeId: string | undefined

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (pageTypeId) await request.delete(`/api/page-types/${pageTypeId}`)
    for (const id of panelIds) await request.delete(`/api/panels/${id}`)
    for (const id of tenantIds) await request.delete(`/api/tenants/${id}`)
  })

  test("should list the demo tenant's page types from the sidebar, the default type not deletable", async ({
    page,
  }) => {
    await signInThroughApi(page)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // One sidebar entry: Payload's own page-types collection is out of the sidebar, still reachable.
    await expect(page.getByRole('link', { exact: true, name: 'Page Types' })).toHaveCount(1)
    // Payload may keep its sidebar shut at this width: open it from its toggle, as a user would.
    const template = page.locator('.template-default')
    if (!/nav-open/.test((await template.getAttribute('class')) ?? ''))
      await page
        .getByRole('button', { name: 'Open Menu' })
        .filter({ visible: true })
        .first()
        .click()
    await expect(template).toHaveClass(/template-default--nav-open/)
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { exact: true, name: 'Page Types' })
      .click()
    await expect(page).toHaveURL(/\/admin\/page-types$/)
    await openPageTypes(page, DEMO_TENANT)

    const blog = pageTypeCard(page, 'Blog')
    await expect(blog.getByText('Default', { exact: true })).toBeVisible()
    await expect(blog).toContainText('/blog')
    await expect(blog).toContainText('News, practice tips and buying advice')
    await expect(blog.getByRole('button', { name: 'Delete Blog' })).toBeDisabled()
    await expect(blog.getByRole('button', { name: 'Edit Blog' })).toBeEnabled()
    const guide = pageTypeCard(page, 'Guide')
    await expect(guide).toContainText('Category structure')
    await expect(guide.getByText('Default', { exact: true })).toHaveCount(0)
    await expect(guide.getByRole('button', { name: 'Delete Guide' })).toBeEnabled()
    await shoot(page, 'admin-page-types')

    await page.goto('/admin/collections/page-types')
    await expect(page.getByRole('link', { name: 'Blog' }).first()).toBeVisible()
  })

  test('should create, edit and delete a page type through the dialog', async ({ page }) => {
    test.setTimeout(180_000)
    const suffix = Date.now().toString(36)
    await signInThroughApi(page)
    const tenantId = await demoTenantId(page)
    for (const [name, isActive] of [
      [`E2E active panel ${suffix}`, true],
      [`E2E inactive panel ${suffix}`, false],
    ] as const) {
      const reply = await page.request.post('/api/panels', {
        data: { content: '<p>Hi</p>', isActive, name, tenantId },
      })
      expect(reply.status()).toBe(201)
      panelIds.push(((await reply.json()) as { id: string }).id)
    }
    await openPageTypes(page, DEMO_TENANT)

    await page.getByRole('button', { name: 'Create Page Type' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Page Type' })
    const submit = dialog.getByRole('button', { name: 'Create Page Type' })
    await submit.click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByText('Slug is required')).toBeVisible()
    await expect(dialog.getByText(URL_MESSAGE)).toBeVisible()

    // The slug follows the name on blur, and an empty URL structure takes /slug.
    const name = `E2E Reviews ${suffix}`
    const slug = `e2e-reviews-${suffix}`
    await dialog.getByLabel(/^Name/).fill(name)
    await dialog.getByLabel(/^Name/).blur()
    await expect(dialog.getByLabel(/^Slug/)).toHaveValue(slug)
    await expect(dialog.getByLabel(/^URL Structure/)).toHaveValue(`/${slug}`)
    await dialog.getByLabel(/^Slug/).fill('Not A Slug')
    await dialog.getByLabel(/^URL Structure/).fill('reviews')
    await submit.click()
    await expect(
      dialog.getByText('Slug must be lowercase letters, numbers, and hyphens only'),
    ).toBeVisible()
    await expect(dialog.getByText(URL_MESSAGE)).toBeVisible()
    // A blur without a change keeps the slug typed by hand.
    await dialog.getByLabel(/^Name/).focus()
    await dialog.getByLabel(/^Name/).blur()
    await expect(dialog.getByLabel(/^Slug/)).toHaveValue('Not A Slug')
    await dialog.getByLabel(/^Slug/).fill(slug)
    await dialog.getByLabel(/^URL Structure/).fill(`/${slug}`)

    // Category structure hides the URL structure.
    const category = dialog.getByRole('switch', { name: 'Use Category Structure' })
    await dialog.getByText('Use Category Structure').click()
    await expect(category).toBeChecked()
    await expect(dialog.getByLabel(/^URL Structure/)).toHaveCount(0)
    await dialog.getByText('Use Category Structure').click()
    await expect(dialog.getByLabel(/^URL Structure/)).toHaveValue(`/${slug}`)

    await dialog.getByLabel('Description').fill('Hands-on reviews of new gear.')
    await expect(dialog.getByLabel('Number of Related Pages')).toHaveCount(0)
    await expect(dialog.getByLabel('Related Pages Title')).toHaveCount(0)
    await dialog.getByText('Show Related Pages').click()
    await expect(dialog.getByLabel('Number of Related Pages')).toHaveValue('3')
    await expect(dialog.getByLabel('Related Pages Title')).toHaveValue('Related Posts')
    await dialog.getByLabel('Number of Related Pages').fill('21')

    for (const slot of ['Top panel', 'Bottom panel', 'Left panel', 'Right panel']) {
      const select = dialog.getByLabel(slot)
      await expect(select.locator('option').first()).toHaveText('No panel')
      await expect(select).toHaveValue('')
      await expect(select.locator('option', { hasText: `E2E active panel ${suffix}` })).toHaveCount(
        1,
      )
      await expect(
        select.locator('option', { hasText: `E2E inactive panel ${suffix}` }),
      ).toHaveCount(0)
    }
    await dialog.getByLabel('Top panel').selectOption({ label: `E2E active panel ${suffix}` })
    await submit.click()
    await expect(
      dialog.getByText('Number of related pages must be a number from 1 to 20'),
    ).toBeVisible()
    await dialog.getByLabel('Number of Related Pages').fill('5')
    await dialog.getByLabel('Related Pages Title').fill('More reviews')
    await shoot(page, 'admin-page-types-create-dialog')
    await submit.click()
    await expect(toast(page, 'Page type created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const created = pageTypeCard(page, name)
    await expect(created).toContainText(`/${slug}`)
    await expect(created).toContainText('5 · More reviews')
    const saved = (
      (await (await page.request.get(`/api/page-types?tenantId=${tenantId}`)).json()) as {
        id: string
        slug: string
      }[]
    ).find((pageType) => pageType.slug === slug) as Record<string, unknown> & { id: string }
    expect(saved).toMatchObject({
      description: 'Hands-on reviews of new gear.',
      isDefault: false,
      relatedPagesCount: 5,
      relatedPagesTitle: 'More reviews',
      showRelatedPages: true,
      topPanelId: panelIds[0],
      bottomPanelId: null,
      urlStructure: `/${slug}`,
      useCategoryStructure: false,
    })
    pageTypeId = saved.id

    // The server's refusal: a slug the tenant already has.
    await page.getByRole('button', { name: 'Create Page Type' }).click()
    await dialog.getByLabel(/^Name/).fill('Blog')
    await dialog.getByLabel(/^Name/).blur()
    await submit.click()
    await expect(toast(page, 'Error creating page type')).toBeVisible()
    await expect(
      page.getByText('A page type with this slug already exists for this tenant').first(),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await discardChanges(page)
    await expect(dialog).toBeHidden()

    // Edit: the form shows what is saved; category structure on, the panel cleared.
    await created.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Page Type' })
    await expect(edit.getByLabel(/^Name/)).toHaveValue(name)
    await expect(edit.getByLabel('Top panel')).toHaveValue(panelIds[0])
    await expect(edit.getByLabel('Number of Related Pages')).toHaveValue('5')
    const renamed = `E2E Gear Reviews ${suffix}`
    await edit.getByLabel(/^Name/).fill(renamed)
    await edit.getByLabel(/^Name/).blur()
    await expect(edit.getByLabel(/^Slug/)).toHaveValue(`e2e-gear-reviews-${suffix}`)
    // The URL structure was not empty: it stays.
    await expect(edit.getByLabel(/^URL Structure/)).toHaveValue(`/${slug}`)
    await edit.getByText('Use Category Structure').click()
    await edit.getByLabel('Top panel').selectOption('')
    await shoot(page, 'admin-page-types-edit-dialog')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Page type updated successfully')).toBeVisible()
    await expect(edit).toBeHidden()
    await expect(pageTypeCard(page, renamed)).toContainText('Category structure')
    const after = (await (
      await page.request.get(`/api/page-types?tenantId=${tenantId}`)
    ).json()) as {
      id: string
    }[]
    expect(after.find((pageType) => pageType.id === pageTypeId)).toMatchObject({
      name: renamed,
      slug: `e2e-gear-reviews-${suffix}`,
      topPanelId: null,
      useCategoryStructure: true,
    })

    // Delete after the spec's confirmation.
    await pageTypeCard(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete Page Type' })
    await expect(confirm).toContainText(
      'Are you sure you want to delete this page type? This action cannot be undone.',
    )
    await expect(confirm).toContainText(renamed)
    await shoot(page, 'admin-page-types-delete-dialog')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(pageTypeCard(page, renamed)).toBeVisible()
    await pageTypeCard(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Page type deleted successfully')).toBeVisible()
    await expect(pageTypeCard(page, renamed)).toHaveCount(0)
    pageTypeId = undefined
  })

  test('should show the empty state on a tenant with none and need a tenant to create', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36)
    await signInThroughApi(page)
    const reply = await page.request.post('/api/tenants', {
      data: { domain: `ptypes-${suffix}.example`, name: `Page Types Site ${suffix}` },
    })
    expect(reply.status()).toBe(201)
    const tenant = (await reply.json()) as { id: string; name: string }
    tenantIds.push(tenant.id)

    // A slow answer shows the six-card skeleton first.
    await page.route(
      (url) => url.pathname === '/api/page-types' && url.searchParams.get('tenantId') === tenant.id,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000))
        await route.continue()
      },
    )
    await openPageTypes(page, tenant.name)
    await expect(page.getByTestId('page-type-skeleton')).toHaveCount(6)
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading page types...' }),
    ).toBeVisible()
    await expect(page.getByText('No page types yet')).toBeVisible()
    await expect(
      page.getByText('Create your first page type to organize your content'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create Page Type' })).toHaveCount(2)
    await shoot(page, 'admin-page-types-empty')

    // All tenants: every tenant's page types, each naming its tenant; creating needs a tenant.
    await page.getByTestId('tenant-selector').selectOption('all')
    await expect(pageTypeCard(page, 'Blog')).toContainText(DEMO_TENANT)
    const create = page.getByRole('button', { name: 'Create Page Type' })
    await expect(create).toBeDisabled()
    await expect(page.getByText('Please select a tenant first')).toBeVisible()
  })

  test('should open the dialog from the keyboard, keep focus inside, close on Escape and return focus', async ({
    page,
  }) => {
    await signInThroughApi(page)
    await openPageTypes(page, DEMO_TENANT)
    const create = page.getByRole('button', { name: 'Create Page Type' })
    await create.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create Page Type' })
    await expect(dialog).toBeVisible()
    const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement))
    expect(await focusInDialog()).toBe(true)
    // Tab goes round the dialog's own controls, never out of it.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog()).toBe(true)
    }
    await dialog.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Create Page Type' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(create).toBeFocused()
  })
})
