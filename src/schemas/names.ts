/**
 * What a user name may hold, and when two names look alike (Unicode TR39, issue 32). A name is kept in
 * NFKC (compatibility forms such as fullwidth letters become plain ones) and may not hold characters a
 * reader cannot see or that are not text: controls and formats (Cc, Cf), line and paragraph
 * separators, unassigned and private-use code points, the default-ignorables (zero-width characters,
 * soft hyphen, variation selectors, Hangul fillers, tags), and spaces other than the plain one.
 */
import unhomoglyph from 'unhomoglyph'

const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/u
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu')

/** The stored form of a user name: NFKC, trimmed, lower-case (Payload signs in by the lower-cased name). */
export const normalizeUserName = (value: string): string =>
  value.normalize('NFKC').trim().toLowerCase()

/** Whether a name holds an invisible, control or format character, or a space other than U+0020. */
export const hasHiddenCharacters = (value: string): boolean => HIDDEN.test(value)

/**
 * The skeleton two names are compared by: equal skeletons look alike. TR39's (NFD, invisible characters
 * dropped, each character mapped to its prototype by the confusables table, which `unhomoglyph` ships),
 * made stricter for names: case folded before and after mapping (so 0 and O and o meet, as 1, I and l
 * do), accents and other combining marks dropped, and runs of spaces made one.
 */
export const nameSkeleton = (value: string): string => {
  const plain = value.normalize('NFKC').toLowerCase().replace(HIDDEN_ALL, '').normalize('NFD')
  const mapped = unhomoglyph(unhomoglyph(plain).toLowerCase()).toLowerCase().normalize('NFD')
  return mapped.replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim()
}
