import type { NumberField } from 'payload'
import type { z } from 'zod'

import { validateWith } from './validateWith'

type Args = Omit<NumberField, 'name' | 'type' | 'validate'> & {
  /** The rule the documented API checks the position with. */
  rule: z.ZodType
}

/** A document's position in its list, 0 first; indexed because the list is read in this order. */
export const orderField = ({ rule, ...field }: Args): NumberField =>
  // The cast: Payload types `hasMany` and `validate` as a union the spread cannot narrow.
  ({
    name: 'order',
    type: 'number',
    defaultValue: 0,
    index: true,
    ...field,
    validate: validateWith(rule),
  }) as NumberField
