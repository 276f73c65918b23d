import type { TextareaField } from 'payload'

import { optionalText } from '../../src/schemas/common'
import { validateWith } from './validateWith'

/** An optional description of up to 5000 characters. */
export const descriptionField = (): TextareaField => ({
  name: 'description',
  type: 'textarea',
  validate: validateWith(optionalText('Description', 5000)),
})
