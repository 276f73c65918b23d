import { z } from 'zod'

const SLUG_MESSAGE = 'Slug must be lowercase letters, numbers, and hyphens only'

/** A slug as pages, page types and categories take it: trimmed, required, [a-z0-9-] only. */
export const slugText = () =>
  z
    .string({ error: 'Slug is required' })
    .trim()
    .min(1, { error: 'Slug is required', abort: true })
    .max(200, { error: 'Slug must be at most 200 characters' })
    .regex(/^[a-z0-9-]+$/, { error: SLUG_MESSAGE })

/** A tenant the caller must pick; '' (an empty select) reads as missing. Messages differ per screen. */
export const requiredTenant = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid({ error: message }))

/** An optional boolean switch: absent means the default. */
export const flag = (label: string) => z.boolean({ error: `${label} must be true or false` })
