import type { SelectField } from 'payload'

type Args<Value extends string> = Omit<SelectField, 'defaultValue' | 'options' | 'type'> & {
  /** Value to label, in the order the admin lists them: `{ draft: 'Draft' }`. */
  options: Record<Value, string>
  defaultValue?: NoInfer<Value>
}

/** A select field from a value → label map, so a default outside the options fails to compile. */
export const selectField = <Value extends string>({
  options,
  ...field
}: Args<Value>): SelectField =>
  // The cast: Payload types `hasMany` and `validate` as a union the spread cannot narrow.
  ({
    ...field,
    type: 'select',
    options: Object.entries<string>(options).map(([value, label]) => ({ label, value })),
  }) as SelectField
