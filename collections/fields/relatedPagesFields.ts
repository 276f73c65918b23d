import type { Field } from 'payload'
import type { z } from 'zod'

import { optionalLine } from '../../src/schemas/common'
import { validateWith } from './validateWith'

type Args = {
  /** The 1-to-20 rule with the message its screen shows (templates and page types word it differently). */
  count: z.ZodType
  /** Heading of the related pages block: 'Related Pages' for templates, 'Related Posts' for page types. */
  defaultTitle: string
}

/** The related pages switch with its count (1 to 20) and heading. */
export const relatedPagesFields = ({ count, defaultTitle }: Args): Field[] => [
  { name: 'showRelatedPages', type: 'checkbox', defaultValue: false, label: 'Show Related Pages' },
  {
    // No admin.condition here: Payload skips validation of hidden fields, and the 1-20 bound must hold.
    type: 'row',
    fields: [
      {
        name: 'relatedPagesCount',
        type: 'number',
        defaultValue: 3,
        min: 1,
        max: 20,
        label: 'Number of Related Pages',
        validate: validateWith(count),
      },
      {
        name: 'relatedPagesTitle',
        type: 'text',
        defaultValue: defaultTitle,
        label: 'Related Pages Title',
        validate: validateWith(optionalLine('Related pages title', 200)),
      },
    ],
  },
]
