import type { TextField } from 'payload'

import { requiredText } from '../../src/schemas/common'
import { validateWith } from './validateWith'

type Args = Omit<TextField, 'name' | 'type' | 'validate'> & {
  /** The most characters a name may have. */
  max?: number
}

/** The required `name` that titles a document in the admin's lists. */
export const nameField = ({ max, ...field }: Args = {}): TextField =>
  // The cast: Payload types `hasMany` and `validate` as a union the spread cannot narrow.
  ({
    name: 'name',
    type: 'text',
    required: true,
    ...field,
    validate: validateWith(requiredText('Name', max)),
  }) as TextField
