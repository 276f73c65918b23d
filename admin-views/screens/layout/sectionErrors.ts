import type { UseFormSetError } from 'react-hook-form'

import { serverFieldErrors } from '../../lib/serverErrors'
import type { SectionValues } from './sectionForm'

/** The server's field names (settings.pageTypeId) as the section forms call them (pageTypeId). */
const FORM_FIELD: Record<string, keyof SectionValues> = {
  itemCount: 'itemCount',
  order: 'order',
  sectionType: 'sectionType',
  'settings.categoryId': 'categoryId',
  'settings.content': 'content',
  'settings.pageTypeId': 'pageTypeId',
  templateId: 'templateId',
  title: 'title',
}

/** Puts a 400's per-field messages under the section form's fields. */
export const applySectionErrors = (error: unknown, setError: UseFormSetError<SectionValues>) => {
  for (const [key, message] of Object.entries(serverFieldErrors(error))) {
    const field = FORM_FIELD[key]
    if (field) setError(field, { message, type: 'server' })
  }
}
