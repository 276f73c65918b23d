import { z } from 'zod'

/** A UUID reference from the API (tenantId, datasetId, ...). */
export const idRef = (label: string) => z.uuid({ error: `${label} must be an id (UUID)` })

/** An optional reference: '', 'none' (the admin selects' "no choice" value), null and undefined all mean none. */
export const optionalIdRef = (label: string) =>
  z.preprocess((v) => (v === '' || v === 'none' ? null : v), idRef(label).nullable().optional())

// Line breaks (CR, LF, NEL, U+2028, U+2029) and the other control characters: a name is one line, and
// one that held a line break would forge lines wherever it is printed (a notification's subject or
// body, a log line, a CSV cell).
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u

/** Whether a text holds a line break or another control character. */
export const hasControlCharacters = (value: string) => CONTROL.test(value)

const oneLineMessage = (label: string) =>
  `${label} must be a single line, without line breaks or control characters`

/**
 * Required single-line text (names, titles, labels): trimmed, blank refused with `{label} is
 * required`, and a line break or other control character refused.
 */
export const requiredText = (label: string, max = 500) =>
  requiredContent(label, max).refine((value) => !hasControlCharacters(value), {
    error: oneLineMessage(label),
  })

/** Required text of any number of lines (HTML content): trimmed, blank refused. */
export const requiredContent = (label: string, max = 100_000) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })

/** Optional text of any number of lines (descriptions, notes, content). */
export const optionalText = (label: string, max = 100_000) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()

/** Optional single-line text (an SEO title, an alternative text): a line break is refused. */
export const optionalLine = (label: string, max = 500) =>
  optionalText(label, max).refine((value) => !value || !hasControlCharacters(value), {
    error: oneLineMessage(label),
  })

export const tenantQuery = z.object({ tenantId: optionalIdRef('tenantId') })

/** A stored document as replies carry it: its id, its own fields, then when it was made and changed. */
export const docReply = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ id: z.string(), ...shape, createdAt: z.string(), updatedAt: z.string() })

/** The same for a document that belongs to a tenant. */
export const tenantDocReply = <Shape extends z.ZodRawShape>(shape: Shape) =>
  docReply({ tenantId: z.string().nullable(), ...shape })

/** The four panel slots of a template or page type, as replies carry them. */
export const panelSlotsReply = {
  topPanelId: z.string().nullable(),
  bottomPanelId: z.string().nullable(),
  leftPanelId: z.string().nullable(),
  rightPanelId: z.string().nullable(),
}

/** The related-pages settings of a template or page type, as replies carry them. */
export const relatedPagesReply = {
  showRelatedPages: z.boolean(),
  relatedPagesCount: z.number(),
  relatedPagesTitle: z.string(),
}

/** `?limit=`: a whole number from 1 to `max`, `fallback` when absent. */
export const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(max, { error: `limit cannot exceed ${max}` })
    .optional()
    .default(fallback)

/** `?tenantId=&limit=` for capped lists (1 to 500, default 100). */
export const tenantLimitQuery = z.object({
  tenantId: optionalIdRef('tenantId'),
  limit: limitParam(500, 100),
})

/** A loose body's named fields only (added fields are read by name from the body, see extraValues). */
export type Named<T> = { [K in keyof T as string extends K ? never : K]: T[K] }

/** An update body: a create body's fields and the tenant, each optional; what a client leaves out is kept. */
export const updateOf = <T extends z.ZodRawShape, U extends z.ZodType>(fields: T, tenantId: U) =>
  z.object({ ...fields, tenantId }).partial()
