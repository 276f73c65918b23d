import type { CheckboxField } from 'payload'

type Args = Omit<CheckboxField, 'name' | 'type'>

/** The switch that shows a document on the public site; on unless turned off. */
export const isActiveField = (field: Args): CheckboxField => ({
  name: 'isActive',
  type: 'checkbox',
  defaultValue: true,
  label: 'Active',
  ...field,
})
