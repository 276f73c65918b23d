const PLACEHOLDER = /\{([A-Za-z0-9_-]+)\}/g

const text = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined
  const s = String(value)
  return s.trim() === '' ? undefined : s
}

/**
 * An aiPrompt with its placeholders filled: `{field}` is the input value (the spec's word), `{name}`
 * the value a record already has for the field `name`. A placeholder with no value yet is left as
 * written, so the model sees what was meant rather than an empty gap.
 */
export const fillPrompt = (
  template: string,
  input: string,
  values: Record<string, unknown>,
): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => {
    if (name === 'field') return input
    return Object.prototype.hasOwnProperty.call(values, name)
      ? (text(values[name]) ?? whole)
      : whole
  })
