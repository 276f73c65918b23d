import { z } from 'zod'

import { isOffSitePath } from '../utilities/offSitePath'
import { optionalText, tenantDocReply, updateOf } from './common'
import { requiredTenant } from './slug'
import { activeStatus } from './snippets'

export const redirectType = z.enum(['hard', 'affiliate'], {
  error: 'Type must be hard or affiliate',
})

const FROM_MESSAGE = 'From path must start with / and contain no spaces'
const FROM_CHARACTERS =
  'From path must not contain backslashes or control characters (browsers send \\ as /)'
const TO_MESSAGE = 'To URL must be a path starting with / or an http(s) URL, without spaces'
const TO_CHARACTERS =
  'To URL must not contain backslashes or control characters (browsers read \\ as /, so /\\host is another site)'
const TO_ENCODED =
  'To URL must not start with an encoded / or \\ (/%2F, /%5C): decoded, it would lead to another site'

// Browsers read `\` as `/` in http(s) URLs and Node refuses control characters in a Location header.
// eslint-disable-next-line no-control-regex
const BACKSLASH_OR_CONTROL = /[\\\u0000-\u001f\u007f]/

export const fromPath = z
  .string({ error: 'From path is required' })
  .trim()
  .min(1, { error: 'From path is required', abort: true })
  .max(2000, { error: 'From path must be at most 2000 characters' })
  .regex(/^\/\S*$/, { error: FROM_MESSAGE, abort: true })
  .refine((value) => !BACKSLASH_OR_CONTROL.test(value), { error: FROM_CHARACTERS })

// A site path, or an absolute http(s) URL (affiliate links); nothing else (javascript:, mailto:, //host).
const isTarget = (value: string): boolean => {
  if (/\s/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  if (!/^https?:\/\//i.test(value)) return false
  return URL.canParse(value)
}

export const toUrl = z
  .string({ error: 'To URL is required' })
  .trim()
  .min(1, { error: 'To URL is required', abort: true })
  .max(2000, { error: 'To URL must be at most 2000 characters' })
  .refine(isTarget, { error: TO_MESSAGE, abort: true })
  .refine((value) => !BACKSLASH_OR_CONTROL.test(value), { error: TO_CHARACTERS, abort: true })
  .refine((value) => !isOffSitePath(value), { error: TO_ENCODED })

const fields = {
  fromPath,
  toUrl,
  type: redirectType,
  notes: optionalText('Notes', 5000),
  status: activeStatus,
}

export const SELF_REDIRECT = 'A redirect cannot point to its own path'

export const createRedirectSchema = z
  .object({
    ...fields,
    tenantId: requiredTenant('Please select a tenant'),
    type: redirectType.optional().default('hard'),
    status: activeStatus.optional().default('active'),
  })
  .refine((r) => r.fromPath !== r.toUrl, { error: SELF_REDIRECT, path: ['toUrl'] })

export const updateRedirectSchema = updateOf(fields, requiredTenant('Please select a tenant'))

export const redirectSchema = tenantDocReply({
  fromPath: z.string(),
  toUrl: z.string(),
  type: redirectType,
  notes: z.string().nullable(),
  status: activeStatus,
  hits: z.number().describe('Times the redirect was followed'),
  lastHitAt: z.string().nullable().describe('When it was last followed (ISO 8601), null if never'),
})

export type CreateRedirectInput = z.infer<typeof createRedirectSchema>
export type UpdateRedirectInput = z.infer<typeof updateRedirectSchema>
export type RedirectReply = z.infer<typeof redirectSchema>
