import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { shoot } from './support/screens'

/**
 * Generate Records with AI and the live progress cards (spec admin-core §2, §4, §5, §8), against the
 * fake OpenAI-compatible server tests/e2e/support/server.mjs points the product at: a field answers
 * "AI: <its prompt>", a list for "<query>" answers "<query> 1" to "<query> n".
 */

const NO_AI_PROMPTS =
  'This dataset has no fields with AI prompts. Please edit the dataset fields and add AI prompts to enable AI generation.'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const signIn = async (page: Page) => {
  const login = await page.request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  expect(login.status()).toBe(200)
  const { sessionId } = (await login.json()) as { sessionId: string }
  // As the sign-in screen leaves it: the socket then signs in with ?sessionId=.
  await page.addInitScript((id) => window.localStorage.setItem('admin-session-id', id), sessionId)
}

type FieldInput = { aiPrompt?: string; isPrimary?: boolean; name: string; required?: boolean }

const createDataset = async (request: APIRequestContext, name: string, fields: FieldInput[]) => {
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

const aiFields = (): FieldInput[] => [
  { isPrimary: true, name: 'model', required: true },
  { aiPrompt: 'Which brand makes the {field}?', name: 'brand' },
  { aiPrompt: 'Describe the {field} by {brand} in one line.', name: 'blurb' },
]

const openDatasets = async (page: Page) => {
  await page.goto('/admin/datasets')
  await expect(page.getByRole('heading', { level: 1, name: 'Dataset Management' })).toBeVisible()
}

const openGenerate = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Generate with AI for ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Generate Records with AI' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The visible tab's panel (the other tab stays mounted, hidden, so its work is kept). */
const panel = (dialog: Locator) => dialog.getByRole('tabpanel')

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first()

const datasetRow = (page: Page, name: string) =>
  page.getByTestId('dataset-row').filter({ hasText: name })

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

  test('should show progress of runs started elsewhere', async ({ page }) => {
    const name = `AI elsewhere ${unique()}`
    const dataset = await createDataset(page.request, name, aiFields())
    for (const model of ['SG', 'Flying V']) {
      const record = await page.request.post('/api/records', {
        data: { data: { model }, datasetId: dataset.id },
      })
      expect(record.ok(), await record.text()).toBe(true)
    }
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/ai-progress'))
    await openDatasets(page)
    await expect(datasetRow(page, name)).toContainText('2 records')
    // The page listens before the run starts elsewhere (through the API, as another tab or a script would).
    await socket
    await page.waitForTimeout(500)
    const fill = await page.request.post(`/api/datasets/${dataset.id}/ai-fill`, { data: {} })
    expect(fill.status()).toBe(200)
    const card = page
      .getByTestId('ai-progress-card')
      .filter({ has: page.getByRole('heading', { name: 'AI field filling' }) })
      .first()
    await expect(card).toBeVisible()
    await expect(card).toHaveAttribute('data-status', 'completed')
    await expect(card.getByText('2 / 2 processed')).toBeVisible()

    await page.getByRole('button', { name: `Records of ${name}` }).click()
    await expect(
      page
        .getByRole('dialog', { name: 'Manage Records' })
        .getByText('AI: Which brand makes the Flying V?')
        .first(),
    ).toBeVisible()
  })

  test('should show a failed run with its error, and say when the progress connection is lost', async ({
    page,
  }) => {
    // A mocked progress channel: the run fails on its second item.
    await page.routeWebSocket(/\/ws\/ai-progress/, (ws) => {
      const base = {
        currentItem: null,
        error: null,
        logId: 'e2e-failed-run',
        operation: 'batch_generation',
        total: 2,
      }
      setTimeout(() => {
        ws.send(JSON.stringify({ ...base, message: 'Queued', processed: 0, status: 'started' }))
        ws.send(
          JSON.stringify({
            ...base,
            currentItem: 'Jaguar',
            message: 'Generated "Jaguar" (1 of 2)',
            processed: 1,
            status: 'in_progress',
          }),
        )
        ws.send(
          JSON.stringify({
            ...base,
            error:
              'Generating "Mustang" failed: AI call failed after 4 attempts: the AI server answered 500',
            message: 'Failed',
            processed: 1,
            status: 'failed',
          }),
        )
      }, 500)
    })
    await openDatasets(page)
    await expect(toast(page, 'AI Batch Generation Failed')).toBeVisible()
    const card = page.getByTestId('ai-progress-card').filter({ hasText: 'Mustang' })
    await expect(card).toHaveAttribute('data-status', 'failed')
    await expect(card.getByText('1 / 2 processed')).toBeVisible()
    await expect(card.getByRole('alert')).toHaveText(
      'Generating "Mustang" failed: AI call failed after 4 attempts: the AI server answered 500',
    )
    await shoot(page, 'admin-ai-progress-failed')

    // Now every connection drops at once: 3 reconnects (1 s, 2 s, 3 s), then the toast.
    await page.routeWebSocket(/\/ws\/ai-progress/, (ws) => void ws.close())
    await page.reload()
    await expect(
      page.getByText('WebSocket connection lost. Progress updates may be delayed.'),
    ).toBeVisible({ timeout: 20_000 })
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
