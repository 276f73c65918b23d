import { expect, test } from '@playwright/test'

import {
  NO_AI_PROMPTS,
  unique,
  signIn,
  createDataset,
  aiFields,
  openDatasets,
  openGenerate,
  panel,
  toast,
  datasetRow,
} from './support/aiDialog'
import { shoot } from './support/screens'

/**
 * Generate Records with AI and the live progress cards (spec admin-core §2, §4, §5, §8), against the
 * fake OpenAI-compatible server tests/e2e/support/server.mjs points the product at: a field answers
 * "AI: <its prompt>", a list for "<query>" answers "<query> 1" to "<query> n".
 */

test.describe('Generate Records with AI', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('should say a dataset needs AI prompts when none of its fields has one', async ({
    page,
  }) => {
    const name = `AI none ${unique()}`
    await createDataset(page.request, name, [
      { isPrimary: true, name: 'title' },
      { name: 'summary' },
    ])
    await openDatasets(page)
    const dialog = await openGenerate(page, name)
    await expect(dialog.getByText(NO_AI_PROMPTS, { exact: true })).toBeVisible()
    await expect(dialog.getByRole('tab')).toHaveCount(0)
    await shoot(page, 'admin-ai-no-prompts')
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click()
    await expect(dialog).toBeHidden()
  })

  test('should show every validation message of both tabs under its field', async ({ page }) => {
    const name = `AI checks ${unique()}`
    await createDataset(page.request, name, aiFields())
    await openDatasets(page)
    const dialog = await openGenerate(page, name)
    await expect(dialog.getByRole('tab', { name: 'Manual List', selected: true })).toBeVisible()
    await expect(dialog.getByText('AI fills:')).toBeVisible()

    // Manual List: the primary field is preselected; nothing to generate keeps the button disabled.
    const manual = panel(dialog)
    await expect(manual.getByLabel('Target Field')).toHaveValue('model')
    await expect(manual.getByLabel('Weeks to Distribute')).toHaveValue('0')
    const submit = manual.getByRole('button', { name: 'Generate Records' })
    await expect(submit).toBeDisabled()
    const input = manual.getByLabel('Input List')
    await input.fill('   \n\n')
    await input.blur()
    await expect(manual.getByText('Input list is required')).toBeVisible()
    await expect(manual.getByTestId('input-list-count')).toContainText('0 items')
    await expect(submit).toBeDisabled()
    await input.fill('Jazzmaster')
    await expect(manual.getByText('Input list is required')).toBeHidden()
    await expect(submit).toBeEnabled()

    await manual.getByLabel('Target Field').focus()
    await manual.getByLabel('Target Field').selectOption('')
    await manual.getByLabel('Target Field').blur()
    await expect(manual.getByText('Target field is required')).toBeVisible()
    await manual.getByLabel('Target Field').selectOption('model')
    await expect(manual.getByText('Target field is required')).toBeHidden()

    const weeks = manual.getByLabel('Weeks to Distribute')
    await weeks.fill('-1')
    await weeks.blur()
    await expect(manual.getByText('Weeks must be 0 or more')).toBeVisible()
    await weeks.fill('53')
    await expect(manual.getByText('Cannot exceed 52 weeks')).toBeVisible()
    await shoot(page, 'admin-ai-manual-validation')
    await weeks.fill('52')
    await expect(manual.getByText('Cannot exceed 52 weeks')).toBeHidden()

    // AI Generated List.
    await dialog.getByRole('tab', { name: 'AI Generated List' }).click()
    const list = panel(dialog)
    await expect(list.getByLabel('Number of Items')).toHaveValue('20')
    await list.getByLabel('Query').focus()
    await list.getByLabel('Query').blur()
    await expect(list.getByText('Query is required')).toBeVisible()
    const count = list.getByLabel('Number of Items')
    await count.fill('0')
    await count.blur()
    await expect(list.getByText('Count must be at least 1')).toBeVisible()
    await count.fill('101')
    await expect(list.getByText('Count cannot exceed 100')).toBeVisible()
    const listWeeks = list.getByLabel('Weeks to Distribute')
    await listWeeks.fill('-3')
    await listWeeks.blur()
    await expect(list.getByText('Weeks must be 0 or more')).toBeVisible()
    await listWeeks.fill('60')
    await expect(list.getByText('Cannot exceed 52 weeks')).toBeVisible()
    await list.getByRole('button', { name: 'Generate List' }).click()
    await expect(list.getByText('Query is required')).toBeVisible()
    await shoot(page, 'admin-ai-list-validation')

    // The Manual List kept its text while the other tab was in use.
    await dialog.getByRole('tab', { name: 'Manual List' }).click()
    await expect(panel(dialog).getByLabel('Input List')).toHaveValue('Jazzmaster')
  })

  test('should generate records from a manual list without its duplicate, follow the run to completed and show the records without a reload', async ({
    page,
  }) => {
    const name = `AI guitars ${unique()}`
    await createDataset(page.request, name, aiFields())
    await openDatasets(page)

    // The records dialog loaded once, empty: what the run adds must show up without a reload.
    await page.getByRole('button', { name: `Records of ${name}` }).click()
    const records = page.getByRole('dialog', { name: 'Manage Records' })
    await expect(records.getByText('No records yet.', { exact: false })).toBeVisible()
    await records.getByRole('button', { name: 'Close' }).first().click()
    await expect(records).toBeHidden()

    const dialog = await openGenerate(page, name)
    const manual = panel(dialog)
    await manual
      .getByLabel('Input List')
      .fill('Stratocaster\nTelecaster\n\n   stratocaster  \nLes Paul\n')
    await expect(manual.getByTestId('input-list-count')).toContainText(
      '3 items (1 duplicate removed)',
    )
    await manual.getByLabel('Weeks to Distribute').fill('0')
    await shoot(page, 'admin-ai-manual-list')
    await manual.getByRole('button', { name: 'Generate Records' }).click()

    await expect(toast(page, 'AI Records Generated')).toBeVisible()
    await expect(page.getByText('Generating 3 records in the background').first()).toBeVisible()
    await expect(dialog).toBeHidden()

    const card = page.getByTestId('ai-progress-card').filter({ hasText: name })
    await expect(card).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Record generation' })).toBeVisible()
    await expect(card).toHaveAttribute('data-status', 'completed')
    await expect(card.getByText('3 / 3 processed')).toBeVisible()
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    await expect(card.getByText('Done: 3 records generated')).toBeVisible()
    // One second after the completion the datasets list is refreshed: the count moves without a reload.
    await expect(datasetRow(page, name)).toContainText('3 records')
    await shoot(page, 'admin-ai-progress-completed')

    await page.getByRole('button', { name: `Records of ${name}` }).click()
    await expect(records).toBeVisible()
    for (const model of ['Stratocaster', 'Telecaster', 'Les Paul'])
      await expect(records.getByText(model, { exact: true })).toBeVisible()
    await expect(records.getByText('stratocaster', { exact: true })).toHaveCount(0)
    await expect(records.getByText('AI: Which brand makes the Telecaster?').first()).toBeVisible()
    await records.getByRole('button', { name: 'Close' }).first().click()

    // A finished card can be dismissed.
    await card.getByRole('button', { name: /Dismiss/ }).click()
    await expect(card).toHaveCount(0)
  })

  test('should generate a list, edit it, move it into the Manual List and generate the records from it', async ({
    page,
  }) => {
    const name = `AI synths ${unique()}`
    await createDataset(page.request, name, aiFields())
    await openDatasets(page)
    const dialog = await openGenerate(page, name)
    await dialog.getByRole('tab', { name: 'AI Generated List' }).click()
    const list = panel(dialog)
    await list.getByLabel('Query').fill('vintage synths')
    await list.getByLabel('Number of Items').fill('4')
    await list.getByRole('button', { name: 'Generate List' }).click()
    await expect(toast(page, 'List Generated')).toBeVisible()

    const items = list.getByRole('region', { name: 'Generated items' })
    for (const n of [1, 2, 3, 4])
      await expect(items.getByLabel(`Item ${n}`, { exact: true })).toHaveValue(
        `vintage synths ${n}`,
      )
    await expect(list.getByTestId('generated-list-count')).toHaveText('4 items')
    await items.getByLabel('Item 2', { exact: true }).fill('Minimoog')
    await items.getByRole('button', { name: 'Remove item 4' }).click()
    await expect(list.getByTestId('generated-list-count')).toHaveText('3 items')
    await shoot(page, 'admin-ai-generated-list')

    await list.getByLabel('Weeks to Distribute').fill('4')
    await list.getByRole('button', { name: 'Use in Manual List' }).click()
    await expect(dialog.getByRole('tab', { name: 'Manual List', selected: true })).toBeVisible()
    const manual = panel(dialog)
    await expect(manual.getByLabel('Input List')).toHaveValue(
      'vintage synths 1\nMinimoog\nvintage synths 3',
    )
    await expect(manual.getByTestId('input-list-count')).toContainText('3 items')
    await expect(manual.getByLabel('Weeks to Distribute')).toHaveValue('4')

    // Straight from the list tab too: the items left there generate the records.
    await dialog.getByRole('tab', { name: 'AI Generated List' }).click()
    await panel(dialog).getByRole('button', { name: 'Generate Records' }).click()
    await expect(page.getByText('Generating 3 records in the background').first()).toBeVisible()
    const card = page.getByTestId('ai-progress-card').filter({ hasText: name })
    await expect(card).toHaveAttribute('data-status', 'completed')
    await expect(datasetRow(page, name)).toContainText('3 records')
  })
  test('should show the server message in the dialog when AI is not configured', async ({
    page,
  }) => {
    const name = `AI off ${unique()}`
    await createDataset(page.request, name, aiFields())
    const notConfigured = {
      body: JSON.stringify({
        message:
          'AI is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL and AI_MODEL to use another OpenAI-compatible server), then restart',
      }),
      contentType: 'application/json',
      status: 503,
    }
    await page.route(/\/api\/datasets\/[^/]+\/ai-(records|generate-list)$/, (route) =>
      route.fulfill(notConfigured),
    )
    await openDatasets(page)
    const dialog = await openGenerate(page, name)
    await panel(dialog).getByLabel('Input List').fill('Jazzmaster')
    await panel(dialog).getByRole('button', { name: 'Generate Records' }).click()
    await expect(toast(page, 'Error generating records')).toBeVisible()
    const problem = dialog.getByTestId('ai-problem')
    await expect(problem).toContainText('AI is not available')
    await expect(problem).toContainText('AI is not configured: set OPENAI_API_KEY')
    await expect(dialog).toBeVisible()

    await dialog.getByRole('tab', { name: 'AI Generated List' }).click()
    await panel(dialog).getByLabel('Query').fill('offsets')
    await panel(dialog).getByRole('button', { name: 'Generate List' }).click()
    await expect(toast(page, 'Error generating list')).toBeVisible()
    await expect(problem).toContainText('AI is not configured: set OPENAI_API_KEY')
    await shoot(page, 'admin-ai-not-configured')
  })
})
