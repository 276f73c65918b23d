import type { DateField } from 'payload'

type Args = Omit<DateField, 'type'>

/** A date field picked with its time of day (runs, sessions, publication). */
export const dateTimeField = ({ admin, ...field }: Args): DateField => ({
  ...field,
  type: 'date',
  admin: { ...admin, date: { pickerAppearance: 'dayAndTime' } },
})
