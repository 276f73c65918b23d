type Ref = string | number | { id: string | number } | null | undefined

/** The id behind a relationship value, whether Payload gave the id or the populated document. */
export const refId = (value: Ref): string | null => {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? String(value.id) : String(value)
}
