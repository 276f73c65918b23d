import { expect, test } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { checkAxe } from './support/axe'
import { tabTo } from './support/keyboard'
import { openDatasets, row, stamp } from './support/datasetsScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'

// One dataset followed through its life: created, annotated, given fields, then records.
const datasetName = `E2E Gear ${stamp}`
const longPrompt = 'Write a two-sentence description of {field} for a beginner musician.'

test.describe.configure({ mode: 'serial' })

test.describe('Dataset Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page)
  })

  test('should create a dataset with its initial fields and show it without a reload', async ({
    page,
  }) => {
    await openDatasets(page)
    await expect(row(page, 'Musical Instruments')).toBeVisible()
    await shoot(page, 'admin-datasets')
    await page.getByRole('button', { name: 'Create New Dataset' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create New Dataset' })
    await expect(dialog).toBeVisible()

    // One row: no remove button.
    await expect(dialog.getByRole('button', { name: /Remove field/ })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Create Dataset' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()

    await dialog.getByLabel(/^Name/).fill(datasetName)
    await dialog.getByLabel('Description').fill('Instruments for the e2e run')
    await expect(dialog.getByLabel('Status')).toHaveValue('draft')
    await dialog.getByLabel('Field 1 name').fill('title')
    await dialog.getByLabel('Field 1 required').check()
    await dialog.getByLabel('Field 1 primary').check()
    await dialog.getByRole('button', { name: 'Add field' }).click()
    await expect(dialog.getByRole('button', { name: /Remove field/ })).toHaveCount(2)
    await dialog.getByLabel('Field 2 name').fill('price')
    await dialog.getByLabel('Field 2 type').selectOption('number')
    await dialog.getByRole('button', { name: 'Add field' }).click()
    // Field 3 stays blank: skipped.
    await dialog.getByRole('button', { name: 'Remove field 3' }).click()
    await dialog.getByRole('button', { name: 'Add field' }).click()
    await expect(dialog.getByLabel('Field 3 name')).toHaveValue('')
    await shoot(page, 'admin-datasets-create')

    await dialog.getByRole('button', { name: 'Create Dataset' }).click()
    await expect(toast(page, 'Dataset created')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(row(page, datasetName)).toBeVisible()
    await expect(row(page, datasetName)).toContainText('2 fields · 0 records')
    await expect(row(page, datasetName)).toContainText('draft')
    // No tenant ticked: a dataset for administrators only.
    await expect(row(page, datasetName)).toContainText('Administrators only')
  })

  test('should give a dataset the tenants chosen, starting from the header tenant, and list them', async ({
    page,
  }) => {
    await openDatasets(page)
    await expect(row(page, 'Musical Instruments')).toContainText('Demo Music Store')
    await page.getByTestId('tenant-selector').selectOption({ label: 'Demo Music Store' })
    await page.getByRole('button', { name: 'Create New Dataset' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create New Dataset' })
    const tenants = dialog.getByRole('group', { name: 'Tenants' })
    await expect(tenants).toHaveAccessibleDescription(/only users with every one of them see it/)
    await expect(tenants.getByLabel('Demo Music Store')).toBeChecked()
    await expect(tenants.getByLabel('Acme Guides')).not.toBeChecked()
    // Keyboard: Tab reaches each box, Space ticks it.
    await tabTo(page, tenants.getByLabel('Acme Guides'))
    await page.keyboard.press('Space')
    await expect(tenants.getByLabel('Acme Guides')).toBeChecked()
    await checkAxe(page, 'Create New Dataset with tenants', 'dialog[open]')

    const name = `E2E Shared ${stamp}`
    await dialog.getByLabel(/^Name/).fill(name)
    await dialog.getByRole('button', { name: 'Create Dataset' }).click()
    await expect(toast(page, 'Dataset created')).toBeVisible()
    await expect(row(page, name)).toContainText('Demo Music Store, Acme Guides')
    const { id } = (
      (await (await page.request.get('/api/datasets')).json()) as { id: string; name: string }[]
    ).find((dataset) => dataset.name === name)!
    expect((await page.request.delete(`/api/datasets/${id}`)).status()).toBe(204)
    await page.getByTestId('tenant-selector').selectOption({ label: 'All tenants' })
  })

  test('should edit the notes of a dataset', async ({ page }) => {
    await openDatasets(page)
    await row(page, datasetName)
      .getByRole('button', { name: `Notes for ${datasetName}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Dataset Notes' })
    await dialog.getByLabel('Notes').fill('Check prices every Monday')
    await dialog.getByRole('button', { name: 'Save Notes' }).click()
    await expect(toast(page, 'Notes updated successfully')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(row(page, datasetName)).toContainText('Check prices every Monday')
  })

  test('should add, edit and delete a field', async ({ page }) => {
    await openDatasets(page)
    await page.getByRole('button', { name: `Fields of ${datasetName}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Manage Fields' })
    await expect(dialog.getByTestId('field-row')).toHaveCount(2)
    await expect(dialog.getByText('stands for the input value').first()).toBeVisible()

    const add = dialog.getByRole('form', { name: 'Add Field' })
    await add.getByLabel('Name').fill('bad name')
    await add.getByRole('button', { name: 'Add Field' }).click()
    await expect(
      add.getByText('Field name may contain only letters, numbers, hyphens and underscores'),
    ).toBeVisible()

    await add.getByLabel('Name').fill('description')
    await add.getByLabel('AI prompt').fill(longPrompt)
    await add.getByRole('button', { name: 'Add Field' }).click()
    await expect(toast(page, 'Field Created')).toBeVisible()
    const descriptionRow = dialog.getByTestId('field-row').filter({ hasText: 'description' })
    await expect(descriptionRow).toBeVisible()
    const promptCell = descriptionRow.getByTitle(longPrompt)
    await expect(promptCell).toHaveText(`${longPrompt.slice(0, 30)}...`)
    await expect(add.getByLabel('Name')).toHaveValue('')

    // A duplicate name is refused by the server, and the message shows under the field.
    await add.getByLabel('Name').fill('price')
    await add.getByRole('button', { name: 'Add Field' }).click()
    await expect(toast(page, 'Failed to create field.')).toBeVisible()
    await expect(
      add.getByText('A field with this name already exists in this dataset').first(),
    ).toBeVisible()
    await add.getByLabel('Name').fill('')

    await dialog.getByRole('button', { name: 'Edit field price' }).click()
    const edit = dialog.getByRole('form', { name: 'Edit field price' })
    await edit.getByLabel('Name').fill('listPrice')
    await edit.getByRole('button', { name: 'Save Field' }).click()
    await expect(toast(page, 'Field Updated')).toBeVisible()
    await expect(dialog.getByTestId('field-row').filter({ hasText: 'listPrice' })).toBeVisible()
    await shoot(page, 'admin-datasets-fields')

    await dialog.getByRole('button', { name: 'Add Field' }).first().scrollIntoViewIfNeeded()
    await add.getByLabel('Name').fill('scratch')
    await add.getByRole('button', { name: 'Add Field' }).click()
    await expect(toast(page, 'Field Created')).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete field scratch' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Field' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Field Deleted')).toBeVisible()
    await expect(dialog.getByTestId('field-row').filter({ hasText: 'scratch' })).toHaveCount(0)
    await expect(dialog.getByTestId('field-row')).toHaveCount(3)

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(row(page, datasetName)).toContainText('3 fields')
  })

  test('should add live and pending records, edit and delete them', async ({ page }) => {
    await openDatasets(page)
    await page.getByRole('button', { name: `Records of ${datasetName}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Manage Records' })
    await expect(dialog.getByText('No records yet.')).toBeVisible()

    // A required field left blank: the server's message shows under the field.
    await dialog.getByRole('button', { name: 'Add Record' }).click()
    let form = page.getByRole('dialog', { name: 'Add Record' })
    await expect(form.getByLabel('Live date')).not.toHaveValue('')
    await form.getByRole('button', { name: 'Create Record' }).click()
    await expect(form.getByText('title is required')).toBeVisible()
    await expect(toast(page, 'Failed to create record.')).toBeVisible()

    await form.getByLabel('title').fill('Grand Piano')
    await form.getByLabel('listPrice').fill('1200')
    await form.getByLabel('description').fill('A big piano.')
    await shoot(page, 'admin-datasets-record-form')
    await form.getByRole('button', { name: 'Create Record' }).click()
    await expect(toast(page, 'Record Created')).toBeVisible()
    await expect(form).toBeHidden()
    const piano = dialog.getByTestId('record-row').filter({ hasText: 'Grand Piano' })
    await expect(piano).toContainText('1200')
    await expect(piano).toContainText('Live')

    await dialog.getByRole('button', { name: 'Add Record' }).click()
    form = page.getByRole('dialog', { name: 'Add Record' })
    await form.getByLabel('title').fill('Future Flute')
    await form.getByLabel('listPrice').fill('')
    await form.getByLabel('Live date').fill('2099-06-01T09:30')
    await form.getByRole('button', { name: 'Create Record' }).click()
    await expect(toast(page, 'Record Created')).toBeVisible()
    const flute = dialog.getByTestId('record-row').filter({ hasText: 'Future Flute' })
    await expect(flute).toContainText('Pending')
    await expect(dialog.getByTestId('records-range')).toHaveText('Showing 1–2 of 2')
    await shoot(page, 'admin-datasets-records')

    await dialog.getByRole('button', { name: 'Edit Future Flute' }).click()
    const editForm = page.getByRole('dialog', { name: 'Edit Record' })
    await expect(editForm.getByLabel('title')).toHaveValue('Future Flute')
    await expect(editForm.getByLabel('Live date')).toHaveValue('2099-06-01T09:30')
    await editForm.getByLabel('title').fill('Golden Flute')
    await editForm.getByLabel('listPrice').fill('850')
    await editForm.getByRole('button', { name: 'Save Record' }).click()
    await expect(toast(page, 'Record Updated')).toBeVisible()
    const golden = dialog.getByTestId('record-row').filter({ hasText: 'Golden Flute' })
    await expect(golden).toContainText('850')
    await expect(golden).toContainText('Pending')

    await dialog.getByRole('button', { name: 'Delete Golden Flute' }).click()
    await page
      .getByRole('dialog', { name: 'Delete Record' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(toast(page, 'Record Deleted')).toBeVisible()
    await expect(golden).toHaveCount(0)
    await expect(dialog.getByTestId('records-range')).toHaveText('Showing 1–1 of 1')

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(row(page, datasetName)).toContainText('1 record')
  })
})
