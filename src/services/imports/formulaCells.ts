/**
 * Spreadsheet formulas in exported CSV cells (OWASP's "CSV injection"): Excel, LibreOffice and Google
 * Sheets run a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula, so
 * a record's text could run one on the machine of whoever opens the export. Such a text goes out with
 * a `'` before it, as OWASP advises, and the import takes the `'` off again, so an export imports back
 * to the same values.
 *
 * The rule, exact both ways: a text that starts with any number of `'` followed by one of the six
 * characters gets one more `'` in front; on import, a cell that starts with one or more `'` followed
 * by one of the six loses its first `'`. Every other text is left as it is (`'hello` stays `'hello`).
 * So `=1` ⇄ `'=1`, `'=1` ⇄ `''=1`, and `-5` (text) ⇄ `'-5`; a number cell written `'-5` imports as -5.
 */

const FORMULA_START = /^'*[=+\-@\t\r]/
const ESCAPED = /^'+[=+\-@\t\r]/

/** A text as it goes into a CSV cell: a leading `'` added when a spreadsheet would read a formula. */
export const escapeFormula = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text

// The first characters that can begin an escaped cell: `'` (39).
const QUOTE = 39

/** A CSV cell as it was before escapeFormula. Most cells do not start with `'`: one comparison. */
export const unescapeFormula = (cell: string): string =>
  cell.charCodeAt(0) === QUOTE && ESCAPED.test(cell) ? cell.slice(1) : cell
