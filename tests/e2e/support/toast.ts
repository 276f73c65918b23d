import type { Page } from '@playwright/test'

/**
 * The toast with this title that is showing. A toast being replaced stays in the DOM for its exit
 * animation, marked `data-removed` by sonner (Payload's toaster): the same message twice in a row
 * (marking a task done, then saving it) would otherwise match both.
 */
export const toast = (page: Page, title: string) =>
  page
    .locator('.payload-toast-container [data-sonner-toast]:not([data-removed="true"])')
    .getByText(title, { exact: true })
    .last()
