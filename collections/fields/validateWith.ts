import type { Validate } from 'payload'
import type { z } from 'zod'

/**
 * A field's `validate` from the zod rule the documented API checks the same value with (src/schemas):
 * one rule and the spec's message, whichever door the value comes through (`/api`, Payload's REST and
 * GraphQL, its admin screens, a job). It replaces Payload's default check for the field, so the rule
 * carries `required` itself.
 */
export const validateWith =
  (rule: z.ZodType): Validate =>
  (value) => {
    const result = rule.safeParse(value)
    return result.success || (result.error.issues[0]?.message ?? 'This value is not valid')
  }
