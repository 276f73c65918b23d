import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import {
  categoryRow,
  createCategory,
  deleteCategory,
  nameLeft,
  shownNames,
} from './support/categoriesScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'
import { discardChanges } from './support/unsaved'

test.describe('Categories at /admin/categories', () => {
  // Every tenant a run made (--repeat-each runs the test again in the same worker).
  const tenants: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test('should open from the sidebar, once, and ask for a tenant first', async ({ page }) => {
    await signInThroughApi(page)
    await page.goto('/admin/tasks')
    await page.getByTestId('tenant-selector').selectOption('all')
    // The spec's section is listed once: Payload's own categories link is out of its sidebar groups.
    await expect(page.getByRole('link', { exact: true, name: 'Categories' })).toHaveCount(1)
    const link = page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { exact: true, name: 'Categories' })
    // Payload may close its sidebar after the page loads; open it from its toggle when it is closed.
    const template = page.locator('.template-default')
    await expect(async () => {
      if (!/template-default--nav-open/.test((await template.getAttribute('class')) ?? ''))
        await page
          .getByRole('button', { name: 'Open Menu' })
          .filter({ visible: true })
          .first()
          .click()
      await expect(template).toHaveClass(/template-default--nav-open/, { timeout: 1000 })
    }).toPass()
    await link.click()
    await expect(page).toHaveURL(/\/admin\/categories$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()
    await expect(page.getByText('Please select a tenant to manage categories.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create Category' })).toHaveCount(0)
    await shoot(page, 'admin-categories-no-tenant')

    // Payload's collection screen stays reachable for developers.
    await page.goto('/admin/collections/categories')
    await expect(page).toHaveURL(/\/admin\/collections\/categories/)
    await expect(page.getByRole('heading', { name: 'Categories' }).first()).toBeVisible()
  })

  test('should build, sort, fold, edit and delete a three-level tree through the dialogs', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36)
    await signInThroughApi(page)
    const reply = await page.request.post('/api/tenants', {
      data: { domain: `cats-${suffix}.example`, name: `Category Site ${suffix}` },
    })
    expect(reply.status()).toBe(201)
    const tenant = (await reply.json()) as { id: string; name: string }
    tenants.push(tenant.id)

    await page.goto('/admin/categories')
    await page.getByTestId('tenant-selector').selectOption({ label: tenant.name })
    await expect(page.getByText('No categories found')).toBeVisible()
    await shoot(page, 'admin-categories-empty')

    // The dialog: focus in, Tab kept inside, Escape closes and gives focus back.
    const create = page.getByRole('button', { name: 'Create Category' }).first()
    await create.click()
    const dialog = page.getByRole('dialog', { name: 'Create Category' })
    await expect(dialog.getByLabel('Name')).toBeFocused()
    await expect(dialog.getByLabel('Parent Category')).toHaveValue('')
    await expect(dialog.getByLabel('Parent Category').locator('option:checked')).toHaveText(
      'No parent (root category)',
    )
    await expect(dialog.getByText('Create an index page for this category')).toBeVisible()
    await expect(dialog.getByLabel('Browsable')).not.toBeChecked()
    await expect(dialog.getByLabel('Order')).toHaveValue('0')
    const submit = dialog.getByRole('button', { name: 'Create Category' })
    await submit.focus()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(submit).toBeFocused()

    // Every message the spec names, under its field.
    await submit.click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByText('Slug is required')).toBeVisible()
    await dialog.getByLabel('Slug').fill('Not A Slug!')
    await dialog.getByLabel('Order').fill('-1')
    await submit.click()
    await expect(
      dialog.getByText('Slug must be lowercase letters, numbers, and hyphens only'),
    ).toBeVisible()
    await expect(dialog.getByText('Order must be a number of at least 0')).toBeVisible()
    await expect(dialog.getByLabel('Order')).toHaveAttribute('aria-invalid', 'true')
    await shoot(page, 'admin-categories-create-validation')
    await page.keyboard.press('Escape')
    await discardChanges(page)
    await expect(dialog).toBeHidden()
    await expect(create).toBeFocused()

    // The slug follows the name while creating, until it is typed by hand.
    await create.click()
    await dialog.getByLabel('Name').fill('Sheet Music & Books')
    await expect(dialog.getByLabel('Slug')).toHaveValue('sheet-music-books')
    await dialog.getByLabel('Slug').fill('scores')
    await dialog.getByLabel('Name').fill('Sheet Music and Books')
    await expect(dialog.getByLabel('Slug')).toHaveValue('scores')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await discardChanges(page)
    await expect(dialog).toBeHidden()

    // Roots: order first, then name.
    await createCategory(page, { name: 'Instruments', order: 1, browsable: true })
    await createCategory(page, { name: 'Accessories', order: 1 })
    await createCategory(page, { name: 'Sheet Music', order: 0, description: 'Scores and books' })
    // Second and third levels.
    await createCategory(page, { name: 'Strings', parent: 'Instruments', order: 0 })
    await createCategory(page, { name: 'Brass', parent: 'Instruments', order: 3 })
    await createCategory(page, { name: 'Violins', parent: 'Instruments / Strings' })
    await expect(categoryRow(page, 'Violins')).toContainText('/instruments/strings/violins')

    // The server's message for a slug already taken.
    await create.click()
    await dialog.getByLabel('Name').fill('Strings')
    await submit.click()
    await expect(
      toast(page, 'A category with this slug already exists for this tenant'),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await discardChanges(page)

    await expect
      .poll(() => shownNames(page))
      .toEqual(['Sheet Music', 'Accessories', 'Instruments', 'Strings', 'Violins', 'Brass'])
    await expect(categoryRow(page, 'Instruments')).toContainText('Browsable')
    await expect(categoryRow(page, 'Strings')).toContainText('Hidden')
    await expect(categoryRow(page, 'Sheet Music')).toContainText('Scores and books')
    const root = await nameLeft(page, 'Instruments')
    expect((await nameLeft(page, 'Strings')) - root).toBe(24)
    expect((await nameLeft(page, 'Violins')) - root).toBe(48)
    await shoot(page, 'admin-categories-tree')

    // Collapse and expand, by pointer and by keyboard.
    const instruments = page.getByRole('button', { name: 'Subcategories of Instruments' })
    await expect(instruments).toHaveAttribute('aria-expanded', 'true')
    await instruments.click()
    await expect(instruments).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => shownNames(page)).toEqual(['Sheet Music', 'Accessories', 'Instruments'])
    await instruments.click()
    const strings = page.getByRole('button', { name: 'Subcategories of Strings' })
    await strings.focus()
    await page.keyboard.press('Enter')
    await expect(strings).toHaveAttribute('aria-expanded', 'false')
    await expect(categoryRow(page, 'Violins')).toBeHidden()
    await page.keyboard.press('Space')
    await expect(strings).toHaveAttribute('aria-expanded', 'true')
    await expect(categoryRow(page, 'Violins')).toBeVisible()

    // Edit: the parent choices leave out the category itself and its descendants.
    await categoryRow(page, 'Strings').getByRole('button', { name: 'Edit Strings' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Category' })
    await expect(edit.getByLabel('Name')).toHaveValue('Strings')
    await expect(edit.getByLabel('Parent Category').locator('option')).toHaveText([
      'No parent (root category)',
      'Sheet Music',
      'Accessories',
      'Instruments',
      'Instruments / Brass',
    ])
    await expect(edit.getByLabel('Parent Category')).toHaveValue(/[0-9a-f-]{36}/)
    await edit.getByLabel('Name').fill('Strings and Bows')
    await expect(edit.getByLabel('Slug')).toHaveValue('strings')
    await edit.getByLabel('Order').fill('9')
    await shoot(page, 'admin-categories-edit-dialog')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Category updated successfully.')).toBeVisible()
    await expect(edit).toBeHidden()
    await expect
      .poll(() => shownNames(page))
      .toEqual([
        'Sheet Music',
        'Accessories',
        'Instruments',
        'Brass',
        'Strings and Bows',
        'Violins',
      ])

    // A parent cannot go before its subcategories.
    await categoryRow(page, 'Instruments')
      .getByRole('button', { name: 'Delete Instruments' })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete Category' })
    await expect(confirm.getByText('You must delete all subcategories first.')).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled()
    await shoot(page, 'admin-categories-delete-parent')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()

    // Leaf to root; focus goes back to the parent's toggle, or to Create Category at the root.
    await deleteCategory(page, 'Violins')
    await expect(page.getByRole('button', { name: 'Edit Strings and Bows' })).toBeFocused()
    await deleteCategory(page, 'Strings and Bows')
    await expect(page.getByRole('button', { name: 'Subcategories of Instruments' })).toBeFocused()
    for (const name of ['Brass', 'Instruments']) await deleteCategory(page, name)
    await expect(create).toBeFocused()
    await deleteCategory(page, 'Accessories')
    await deleteCategory(page, 'Sheet Music')
    await expect(page.getByText('No categories found')).toBeVisible()
  })

  test('should say when the categories cannot be loaded', async ({ page }) => {
    await signInThroughApi(page)
    await page.route('**/api/categories?tenantId=*', (route) =>
      route.fulfill({ json: { message: 'Database unavailable' }, status: 503 }),
    )
    await page.goto('/admin/categories')
    await page.getByTestId('tenant-selector').selectOption({ label: 'Demo Music Store' })
    await expect(toast(page, 'Failed to fetch categories')).toBeVisible()
    await expect(toast(page, 'Database unavailable')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: '503:' })).toBeVisible()
  })
})
