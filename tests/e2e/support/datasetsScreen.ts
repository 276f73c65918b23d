import { expect, type Page } from '@playwright/test'

/** What the Dataset Management specs (tests/e2e/admin-datasets*.e2e.spec.ts) share. */

/** Makes this run's dataset names unique, so a rerun on the same database finds only its own. */
export const stamp = Date.now().toString(36)

export const openDatasets = async (page: Page) => {
  await page.goto('/admin/datasets')
  await expect(page.getByRole('heading', { level: 1, name: 'Dataset Management' })).toBeVisible()
}

export const row = (page: Page, name: string) =>
  page.getByTestId('dataset-row').filter({ has: page.getByText(name, { exact: true }) })
