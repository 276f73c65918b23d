import { z } from 'zod'

import { hasControlCharacters, idRef, tenantDocReply, updateOf } from './common'
import { requiredTenant } from './slug'

// The spec's one message for a missing label or URL, whichever is blank.
const REQUIRED = 'Please fill in all required fields'

const required = (label: string, max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: `${label} must be at most ${max} characters` })

// Browsers drop control characters, tabs and newlines in a scheme, so `java\nscript:` is javascript:.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])
const URL_MESSAGE = 'URL must be a path such as /about or an http(s), mailto or tel link'

/** A path, an anchor or a web, mail or phone link: never javascript: or data:, which would run in visitors' browsers. */
const url = required('URL', 2000).refine(
  (value) => {
    const compact = Array.from(value)
      .filter((ch) => ch > ' ')
      .join('')
    const scheme = SCHEME.exec(compact)?.[1]
    return !scheme || SAFE_SCHEMES.has(scheme.toLowerCase())
  },
  { error: URL_MESSAGE },
)

export const menuItemFields = {
  label: required('Label', 200).refine((value) => !hasControlCharacters(value), {
    error: 'Label must be a single line, without line breaks or control characters',
  }),
  url,
  order: z
    .number({ error: 'Order must be a whole number' })
    .int({ error: 'Order must be a whole number' })
    .min(0, { error: 'Order must be 0 or more' }),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  openInNewTab: z.boolean({ error: 'openInNewTab must be true or false' }),
}

export const createMenuItemSchema = z.object({
  tenantId: requiredTenant('Please select a tenant'),
  label: menuItemFields.label,
  url: menuItemFields.url,
  order: menuItemFields.order.optional().default(0),
  isActive: menuItemFields.isActive.optional().default(true),
  openInNewTab: menuItemFields.openInNewTab.optional().default(false),
})

/** Inline edit and the active toggle send only what changed; an item stays with its tenant. */
export const updateMenuItemSchema = updateOf(menuItemFields, idRef('tenantId'))

export const menuItemSchema = tenantDocReply({
  label: z.string(),
  url: z.string(),
  order: z.number(),
  isActive: z.boolean(),
  openInNewTab: z.boolean(),
})

export type CreateMenuItemInput = z.infer<typeof createMenuItemSchema>
export type UpdateMenuItemInput = z.infer<typeof updateMenuItemSchema>
export type MenuItemReply = z.infer<typeof menuItemSchema>
