/** The zod rules environment variables are read with: text, lists, bounded numbers, flags, URLs. */
import { z } from 'zod'

export const text = z.string().trim()
export const optionalText = text.optional().transform((v) => v || undefined)
export const list = text.optional().transform((v) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [],
)

export const whole = (fallback: number, min: number, max?: number) => {
  const error = `must be a whole number ${max === undefined ? `of at least ${min}` : `from ${min} to ${max}`}`
  return text
    .optional()
    .transform((v) => v || String(fallback))
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && (max === undefined || Number(v) <= max), {
      error,
    })
    .transform(Number)
}

export const flag = (fallback: boolean) =>
  text
    .optional()
    .transform((v) => (v ? v.toLowerCase() : String(fallback)))
    .pipe(z.enum(['true', 'false'], { error: 'must be true or false' }))
    .transform((v) => v === 'true')

export const httpUrl = optionalText.refine((v) => !v || /^https?:\/\/[^\s]+$/i.test(v), {
  error: 'must be an http(s) URL',
})

// A message that is already a whole sentence naming its variable (the start-up parsers' own).
export const WHOLE = '\u0000'

/**
 * Runs one of the start-up parsers inside zod, on a value that is set (empty means the default); its
 * message is printed as it is. `parse` is called lazily: the parsers import this module's users.
 */
export const checkedBy = (parse: (value: string) => unknown) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return value
    try {
      parse(value)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: WHOLE + (error as Error).message })
    }
    return value
  })

export const webConcurrency = text
  .optional()
  .transform((v) => (v ? v.toLowerCase() : '1'))
  .refine((v) => v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 64), {
    error: "must be 'auto' or a whole number from 1 to 64",
  })
