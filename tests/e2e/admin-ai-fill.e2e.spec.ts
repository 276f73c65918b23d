import { expect, test } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import {
  NO_AI_PROMPTS,
  aiFields,
  createDataset,
  datasetRow,
  openDatasets,
  signIn,
  toast,
  unique,
} from './support/aiDialog'
import { checkAxe } from './support/axe'
import { escapeBackTo, expectFocusKeptIn } from './support/keyboard'

/**
 * Fill with AI on the Datasets screen (issue 38): the AI prompts of a dataset's fields run over its
 * existing records, against the e2e server's fake AI (a field answers "AI: <its prompt>"; a prompt
 * that says [slow] takes 1.2 s, so a run can be caught running and cancelled).
 */

const addRecords = async (request: APIRequestContext, datasetId: string, rows: object[]) => {
  for (const data of rows) {
    const reply = await request.post('/api/records', { data: { data, datasetId } })
    expect(reply.ok(), await reply.text()).toBe(true)
  }
}

const openFill = async (page: Page, name: string) => {
  const opener = page.getByRole('button', { name: `Fill with AI for ${name}` })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Fill with AI' })
  await expect(dialog).toBeVisible()
  return { dialog, opener }
}

const estimate = (dialog: Locator) => dialog.getByTestId('fill-estimate')

/** Opens the screen and waits until its progress socket is open, so no message is missed. */
const openDatasetsLive = async (page: Page) => {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/ai-progress'))
  await openDatasets(page)
  await socket
}

test.describe('Fill with AI on the Datasets screen', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('should estimate the run, start it, follow it to completed and show the filled values in Records', async ({
    page,
  }) => {
    const name = `Fill synths ${unique()}`
    const dataset = await createDataset(page.request, name, aiFields())
    await addRecords(page.request, dataset.id, [
      { brand: 'Roland', model: 'Jupiter-8' },
      { model: 'Prophet-5' },
      { model: 'OB-Xa' },
    ])
    await openDatasetsLive(page)
    const { dialog, opener } = await openFill(page, name)

    // Every field with a prompt, chosen, with its prompt.
    const brand = dialog.getByRole('checkbox', { name: /^brand/ })
    const blurb = dialog.getByRole('checkbox', { name: /^blurb/ })
    await expect(brand).toBeChecked()
    await expect(blurb).toBeChecked()
    await expect(dialog.getByText('Which brand makes the {field}?')).toBeVisible()
    await expect(dialog.getByText('Describe the {field} by {brand} in one line.')).toBeVisible()
    await expect(dialog.getByRole('radio', { name: /Only empty values/ })).toBeChecked()
    // Jupiter-8 lacks its blurb, the two others both fields.
    await expect(estimate(dialog)).toHaveText('This will make 5 AI calls for 3 records.')

    await blurb.uncheck()
    await expect(estimate(dialog)).toHaveText('This will make 2 AI calls for 3 records.')
    await brand.uncheck()
    await expect(estimate(dialog)).toHaveText(
      'Choose at least one field to see what the run would cost.',
    )
    await brand.check()
    await blurb.check()
    await dialog.getByRole('radio', { name: /All records \(replace existing values\)/ }).check()
    await expect(estimate(dialog)).toHaveText('This will make 6 AI calls for 3 records.')
    await dialog.getByLabel('Filter records (optional)').fill('prophet')
    await expect(estimate(dialog)).toHaveText('This will make 2 AI calls for 1 record.')
    await dialog.getByLabel('Filter records (optional)').fill('')
    await dialog.getByRole('radio', { name: /Only empty values/ }).check()
    await expect(estimate(dialog)).toHaveText('This will make 5 AI calls for 3 records.')

    // Keyboard: Tab stays inside, Escape closes and gives focus back to the row's button.
    await checkAxe(page, 'Fill with AI', 'dialog[open]')
    await expectFocusKeptIn(page, dialog)
    await escapeBackTo(page, dialog, opener)

    await openFill(page, name)
    await expect(estimate(dialog)).toHaveText('This will make 5 AI calls for 3 records.')
    await dialog.getByRole('button', { name: 'Start' }).click()
    await expect(toast(page, 'AI Fill Started')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    const card = page.getByTestId('ai-progress-card').filter({ hasText: name })
    await expect(card.getByRole('heading', { name: 'AI field filling' })).toBeVisible()
    await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 30_000 })
    await expect(card.getByText('3 / 3 processed')).toBeVisible()
    await expect(card.getByRole('button', { name: /^Cancel run/ })).toHaveCount(0)

    await datasetRow(page, name)
      .getByRole('button', { name: `Records of ${name}` })
      .click()
    const records = page.getByRole('dialog', { name: 'Manage Records' })
    const row = (model: string) => records.getByTestId('record-row').filter({ hasText: model })
    await expect(row('Prophet-5')).toContainText('AI: Which brand makes the Prophet-5?')
    // The table cuts a long value short.
    await expect(row('Prophet-5')).toContainText('AI: Describe the Prophet-5 by AI: Which brand')
    // A value that was there is kept; only the empty blurb was asked.
    await expect(row('Jupiter-8')).toContainText('Roland')
    await expect(row('Jupiter-8')).toContainText(
      'AI: Describe the Jupiter-8 by Roland in one line.',
    )
    await expect(row('Jupiter-8')).not.toContainText('Which brand makes')
  })

  test('should cancel a running fill from its progress card and resume it to the end', async ({
    page,
  }) => {
    const name = `Fill slow ${unique()}`
    const dataset = await createDataset(page.request, name, [
      { isPrimary: true, name: 'model', required: true },
      { aiPrompt: 'Which brand makes the {field}? [slow]', name: 'brand' },
    ])
    await addRecords(
      page.request,
      dataset.id,
      Array.from({ length: 24 }, (_, i) => ({ model: `Slow ${i + 1}` })),
    )
    await openDatasetsLive(page)
    const { dialog } = await openFill(page, name)
    await expect(estimate(dialog)).toHaveText('This will make 24 AI calls for 24 records.')
    await dialog.getByRole('button', { name: 'Start' }).click()

    const card = page.getByTestId('ai-progress-card').filter({ hasText: name })
    await expect(card).toHaveAttribute('data-status', 'in_progress')
    await card.getByRole('button', { name: `Cancel run: AI field filling of ${name}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Cancel AI run' })
    await expect(confirm).toContainText(`Field generation on ${name}.`)
    await confirm.getByRole('button', { name: 'Cancel run' }).click()
    await expect(toast(page, 'Cancelling AI run')).toBeVisible()
    await expect(card).toHaveAttribute('data-status', 'failed', { timeout: 30_000 })
    await expect(toast(page, 'AI Field Filling Failed')).toHaveCount(0)

    await card.getByRole('button', { name: `Resume AI field filling of ${name}` }).click()
    await expect(toast(page, 'AI run resumed')).toBeVisible()
    await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 45_000 })
    await expect(card.getByText('24 / 24 processed')).toBeVisible()
  })

  test('should say when a dataset has no prompt fields and offer no Start, light and dark', async ({
    page,
  }) => {
    const name = `Fill plain ${unique()}`
    await createDataset(page.request, name, [{ isPrimary: true, name: 'title' }])
    await openDatasets(page)
    const { dialog, opener } = await openFill(page, name)
    await expect(dialog.getByRole('status')).toHaveText(NO_AI_PROMPTS)
    await expect(dialog.getByRole('button', { name: 'Start' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // The form in the dark scheme.
    const filled = `Fill dark ${unique()}`
    const dataset = await createDataset(page.request, filled, aiFields())
    await addRecords(page.request, dataset.id, [{ model: 'MS-20' }])
    await page.emulateMedia({ colorScheme: 'dark' })
    await openDatasets(page)
    const dark = await openFill(page, filled)
    await expect(estimate(dark.dialog)).toHaveText('This will make 2 AI calls for 1 record.')
    await checkAxe(page, 'Fill with AI (dark)', 'dialog[open]')
    await escapeBackTo(page, dark.dialog, dark.opener)
  })
})
