import type { Field } from 'payload'

type Args = {
  /** Heading of the related pages block: 'Related Pages' for templates, 'Related Posts' for page types. */
  defaultTitle: string
}

/** The related pages switch with its count (1 to 20) and heading. */
export const relatedPagesFields = ({ defaultTitle }: Args): Field[] => [
  { name: 'showRelatedPages', type: 'checkbox', defaultValue: false, label: 'Show Related Pages' },
  {
    type: 'row',
    admin: { condition: (_, siblingData) => Boolean(siblingData?.showRelatedPages) },
    fields: [
      {
        name: 'relatedPagesCount',
        type: 'number',
        defaultValue: 3,
        min: 1,
        max: 20,
        label: 'Number of Related Pages',
      },
      { name: 'relatedPagesTitle', type: 'text', defaultValue: defaultTitle, label: 'Related Pages Title' },
    ],
  },
]
