import type { SelectOption } from '../../lib/options'
import { schemaResolver } from '../../lib/form'
import type { RedirectReply } from '../../../src/schemas/redirects'
import { SELF_REDIRECT, updateRedirectSchema } from '../../../src/schemas/redirects'

/** What the redirect dialog holds: the API's fields as the inputs give them. */
export type RedirectFormValues = {
  fromPath: string
  notes: string
  status: 'active' | 'inactive'
  toUrl: string
  type: 'affiliate' | 'hard'
}

export const FORM_FIELDS = ['fromPath', 'toUrl', 'type', 'notes', 'status'] as const

export const TYPE_OPTIONS: readonly SelectOption[] = [
  { label: 'Hard (internal)', value: 'hard' },
  { label: 'Affiliate', value: 'affiliate' },
]

export const REDIRECT_STATUS_OPTIONS: readonly SelectOption[] = [
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
]

/**
 * The API's own field rules (the tenant is the header's, added on create) and its loop rule, with the
 * server's messages, so the form refuses what the server would.
 */
export const redirectResolver = schemaResolver<RedirectFormValues>(
  updateRedirectSchema
    .omit({ tenantId: true })
    .refine((r) => r.fromPath !== r.toUrl, { error: SELF_REDIRECT, path: ['toUrl'] }),
)

/** A new redirect: hard and active (spec section 9). */
export const newRedirectValues = (): RedirectFormValues => ({
  fromPath: '',
  notes: '',
  status: 'active',
  toUrl: '',
  type: 'hard',
})

export const redirectValues = (redirect: RedirectReply): RedirectFormValues => ({
  fromPath: redirect.fromPath,
  notes: redirect.notes ?? '',
  status: redirect.status,
  toUrl: redirect.toUrl,
  type: redirect.type,
})

/** The body of POST and PUT /api/redirects: the fields, empty notes as null. */
export const redirectBody = (values: RedirectFormValues) => ({
  ...values,
  notes: values.notes.trim() ? values.notes : null,
})
