const TRUE = new Set(['true', 'yes', 'y', '1', 'on'])
const FALSE = new Set(['false', 'no', 'n', '0', 'off'])

/**
 * A CSV cell as a boolean (`true`/`false`, `yes`/`no`, `y`/`n`, `1`/`0`, `on`/`off`, any case), or
 * the message naming the field: the dataset's boolean fields and an added checkbox read it alike.
 */
export const booleanCell = (name: string, text: string): { value: boolean } | { error: string } => {
  const word = text.trim().toLowerCase()
  if (TRUE.has(word)) return { value: true }
  if (FALSE.has(word)) return { value: false }
  return { error: `${name} must be true or false (or yes/no, 1/0)` }
}
