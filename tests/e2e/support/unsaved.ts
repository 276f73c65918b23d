import { expect, type Page } from '@playwright/test'

/** The question a form with changes asks before it closes or is left (issue 38). */
export const discardConfirm = (page: Page) =>
  page.getByRole('dialog', { name: 'Discard unsaved changes?' })

/** Answers 'Discard' to it: the changes typed in a test's form are thrown away on purpose. */
export const discardChanges = async (page: Page) => {
  const confirm = discardConfirm(page)
  await confirm.getByRole('button', { name: 'Discard' }).click()
  await expect(confirm).toBeHidden()
}
