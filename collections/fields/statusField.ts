import type { SelectField } from 'payload'

import { selectField } from './selectField'

type Args<Value extends string> = Omit<Parameters<typeof selectField<Value>>[0], 'index' | 'name'>

/** The `status` select a collection's lists filter on, hence indexed. */
export const statusField = <Value extends string>(field: Args<Value>): SelectField =>
  selectField<Value>({ name: 'status', index: true, ...field })
