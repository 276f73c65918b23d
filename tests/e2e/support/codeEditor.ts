import { expect, type Locator } from '@playwright/test'

/**
 * Replaces the text of a ui/CodeEditor (its editable area, e.g. `getByLabel('Content')`) as a user
 * would: focus it, select everything, then type the text in.
 */
export const fillCode = async (editor: Locator, text: string) => {
  await editor.click()
  const keyboard = editor.page().keyboard
  await keyboard.press('ControlOrMeta+a')
  await keyboard.press('Delete')
  await keyboard.insertText(text)
  await expect(editor).toHaveText(text.replace(/\n/g, ''))
}
