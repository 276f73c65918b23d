/**
 * An order field's value as the spec parses it (§5): a whole number, 0 when left empty. Anything else
 * stays NaN so the schema answers 'Order must be a whole number'.
 */
export const orderValue = (value: unknown): number => {
  const text = String(value ?? '').trim()
  if (text === '') return 0
  return /^-?\d+$/.test(text) ? Number.parseInt(text, 10) : Number.NaN
}
