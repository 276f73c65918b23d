import type { FieldErrors, UseFormReturn } from 'react-hook-form'

import type { useExtraFields } from '../../hooks/useExtraFields'
import { applyServerErrors, serverFieldErrors } from '../../lib/serverErrors'
import type { PageFormValues, PageTab } from './pageForm'
import { FIELD_TABS, PAGE_FIELDS } from './pageForm'
import type { DialogTab } from './pageTabs'

type Args = {
  extra: ReturnType<typeof useExtraFields>
  form: UseFormReturn<PageFormValues>
  formId: string
  setTab: (tab: DialogTab) => void
}

/** How the page dialog shows a refusal: the field's tab opens and the field takes focus. */
export const pageErrors = ({ extra, form, formId, setTab }: Args) => ({
  /** A field the form's own rules refused. */
  showFirstError: (errors: FieldErrors<PageFormValues>) => {
    const field = PAGE_FIELDS.find((name) => errors[name])
    if (!field) return
    const where = (Object.keys(FIELD_TABS) as PageTab[]).find((key) =>
      (FIELD_TABS[key] as readonly string[]).includes(field),
    )
    if (where) setTab(where)
    requestAnimationFrame(() => form.setFocus(field))
  },
  /** The server's field messages, on their fields; one on Additional fields opens that tab. */
  showRefused: (error: unknown) => {
    applyServerErrors(error, form.setError, PAGE_FIELDS)
    const refused = extra.showErrors(serverFieldErrors(error))
    if (!refused.length) return
    setTab('additional')
    requestAnimationFrame(() =>
      document.getElementById(`${formId}-extra-${refused[0].name}`)?.focus(),
    )
  },
})
