import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

import { toast } from './toast'

/** The Categories screen's tree rows' names, top to bottom, as shown (collapsed rows left out). */
export const shownNames = (page: Page) =>
  page
    .getByTestId('category-row')
    .filter({ visible: true })
    .getByTestId('category-name')
    .allTextContents()

/** The row of one category (its own row, not its subcategories'). */
export const categoryRow = (page: Page, name: string): Locator =>
  page
    .getByTestId('category-row')
    .filter({ has: page.getByTestId('category-name').getByText(name, { exact: true }) })

type NewCategory = {
  browsable?: boolean
  description?: string
  name: string
  order?: number
  parent?: string
}

/** Creates a category through the Create Category dialog and waits for the spec's toast. */
export const createCategory = async (page: Page, category: NewCategory) => {
  await page.getByRole('button', { name: 'Create Category' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create Category' })
  await dialog.getByLabel('Name').fill(category.name)
  if (category.parent)
    await dialog.getByLabel('Parent Category').selectOption({ label: category.parent })
  if (category.browsable) await dialog.getByLabel('Browsable').check()
  if (category.description) await dialog.getByLabel('Description').fill(category.description)
  if (category.order !== undefined) await dialog.getByLabel('Order').fill(String(category.order))
  // The last create's toast may still be showing: wait for this create's own answer, and name it if
  // it is not a 201 (a failed save keeps the dialog open with its message).
  const [reply] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/categories',
    ),
    dialog.getByRole('button', { name: 'Create Category' }).click(),
  ])
  expect(reply.status(), `POST /api/categories: ${await reply.text()}`).toBe(201)
  await expect(toast(page, 'Category created successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(categoryRow(page, category.name)).toBeVisible()
}

/** Deletes a category (one without subcategories) through its confirmation. */
export const deleteCategory = async (page: Page, name: string) => {
  await categoryRow(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Delete Category' })
  await expect(confirm).toContainText(name)
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(toast(page, 'Category deleted successfully.')).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(categoryRow(page, name)).toHaveCount(0)
}

/** The left edge of a row's name: what the 24 px per level moves. */
export const nameLeft = async (page: Page, name: string): Promise<number> => {
  const box = await categoryRow(page, name).getByTestId('category-name').boundingBox()
  if (!box) throw new Error(`${name} is not on screen`)
  return box.x
}
