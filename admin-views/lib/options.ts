/** One choice of a select. */
export type SelectOption = { label: string; value: string }

/** Templates' and datasets' status, in the order the selects offer it. */
export const STATUS_OPTIONS: readonly SelectOption[] = [
  { label: 'Draft', value: 'draft' },
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
]

/** Snippets' and redirects' status (new ones are active). */
export const ACTIVE_STATUS_OPTIONS: readonly SelectOption[] = [
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
]
