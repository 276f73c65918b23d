import type { FieldHook } from 'payload'
import type { z } from 'zod'

/**
 * A field's `beforeValidate` hook that stores the value as the API's zod rule gives it back (trimmed,
 * lower- or upper-cased, blank as null), whichever door it came through; a value the rule refuses is
 * left for `validate` to report.
 */
export const normalizeWith =
  (rule: z.ZodType): FieldHook =>
  ({ value }) => {
    if (value === undefined) return value
    const result = rule.safeParse(value)
    return result.success ? result.data : value
  }
