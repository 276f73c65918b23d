type Checked = { value: number } | { error: string }

const NONZERO_DIGIT = /[1-9]/

/**
 * A number's text, already checked to be written as one (`-1.5`, `1e3`), as the number a record
 * stores: a 64-bit float, what JSON holds in JavaScript. Text past its range (`1e400`) would be
 * Infinity, stored as null, and text too close to zero (`1e-400`) would be 0: both are refused.
 */
export const numberInRange = (name: string, text: string): Checked => {
  const value = Number(text)
  if (!Number.isFinite(value))
    return { error: `${name} must be a number between -1.79e308 and 1.79e308` }
  if (value === 0 && NONZERO_DIGIT.test(text.split(/e/i)[0]))
    return { error: `${name} is too close to 0 to be stored (it would be 0)` }
  return { value }
}
