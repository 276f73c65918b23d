import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { e2eAdmin } from './admin'

/**
 * What the Generate Records with AI specs (tests/e2e/admin-ai*.e2e.spec.ts) share: signing in the way
 * the sign-in screen leaves the browser, datasets made through the API, and the dialog's parts.
 */

export const NO_AI_PROMPTS =
  'This dataset has no fields with AI prompts. Please edit the dataset fields and add AI prompts to enable AI generation.'

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const signIn = async (page: Page) => {
  const login = await page.request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  expect(login.status()).toBe(200)
  const { sessionId } = (await login.json()) as { sessionId: string }
  // As the sign-in screen leaves it: the socket then signs in with ?sessionId=.
  await page.addInitScript((id) => window.localStorage.setItem('admin-session-id', id), sessionId)
}

type FieldInput = { aiPrompt?: string; isPrimary?: boolean; name: string; required?: boolean }

export const createDataset = async (
  request: APIRequestContext,
  name: string,
  fields: FieldInput[],
) => {
  const created = await request.post('/api/datasets', {
    data: { description: 'Made by the AI e2e spec', name, status: 'active' },
  })
  expect(created.status()).toBe(201)
  const dataset = (await created.json()) as { id: string }
  for (const [order, field] of fields.entries()) {
    const response = await request.post(`/api/datasets/${dataset.id}/fields`, {
      data: { ...field, order },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  return dataset
}

export const aiFields = (): FieldInput[] => [
  { isPrimary: true, name: 'model', required: true },
  { aiPrompt: 'Which brand makes the {field}?', name: 'brand' },
  { aiPrompt: 'Describe the {field} by {brand} in one line.', name: 'blurb' },
]

export const openDatasets = async (page: Page) => {
  await page.goto('/admin/datasets')
  await expect(page.getByRole('heading', { level: 1, name: 'Dataset Management' })).toBeVisible()
}

export const openGenerate = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Generate with AI for ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Generate Records with AI' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The visible tab's panel (the other tab stays mounted, hidden, so its work is kept). */
export const panel = (dialog: Locator) => dialog.getByRole('tabpanel')

export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first()

export const datasetRow = (page: Page, name: string) =>
  page.getByTestId('dataset-row').filter({ hasText: name })
