import type { Validate } from 'payload'
import type { z } from 'zod'

/**
 * The request context of a write that only moves documents to the trash or back (src/services/trash):
 * it changes `deletedAt` alone, so the stored values are not judged again, and a document stored
 * before a rule existed can still be deleted and restored. Only server code sets a request's context.
 */
export const ONLY_TRASHING = 'onlyTrashing'

/**
 * A field's `validate` from the zod rule the documented API checks the same value with (src/schemas):
 * one rule and the spec's message, whichever door the value comes through (`/api`, Payload's REST and
 * GraphQL, its admin screens, a job). It replaces Payload's default check for the field, so the rule
 * carries `required` itself.
 */
export const validateWith =
  (rule: z.ZodType): Validate =>
  (value, { req }) => {
    if (req?.context?.[ONLY_TRASHING]) return true
    const result = rule.safeParse(value)
    return result.success || (result.error.issues[0]?.message ?? 'This value is not valid')
  }
