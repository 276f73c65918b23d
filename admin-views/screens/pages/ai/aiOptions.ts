import type { ImprovementType } from '../../../../src/schemas/aiContent'
import { audiences, industries, tones } from '../../../../src/schemas/aiContent'
import type { SelectOption } from '../../../lib/options'

/** 'real-estate' → 'Real Estate'. */
const labelOf = (value: string) =>
  value
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

const choices = (values: readonly string[]): readonly SelectOption[] =>
  values.map((value) => ({ label: labelOf(value), value }))

/** Spec section 7: the option values of the AI suggestion form, in the spec's order. */
export const INDUSTRY_CHOICES = choices(industries)
export const TONE_CHOICES = choices(tones)
export const AUDIENCE_CHOICES = choices(audiences)

/** The improver's five kinds (spec section 2.3), each with what it does. */
export const IMPROVEMENTS: readonly {
  description: string
  label: string
  value: ImprovementType
}[] = [
  {
    description: 'Clearer, better flowing, more engaging; same length.',
    label: 'Enhance',
    value: 'enhance',
  },
  {
    description: 'About half as long, keeping the key points.',
    label: 'Shorten',
    value: 'shorten',
  },
  { description: 'More detail, examples and explanation.', label: 'Expand', value: 'expand' },
  {
    description: 'Clear headings, natural keywords, a strong opening.',
    label: 'SEO Optimize',
    value: 'seo-optimize',
  },
  { description: 'A more engaging, consistent tone.', label: 'Adjust Tone', value: 'tone-adjust' },
]

export const improvementLabel = (value: ImprovementType) =>
  IMPROVEMENTS.find((item) => item.value === value)?.label ?? value

/** Spec section 5: 1 to 10 suggestions, 2 unless told. */
export const COUNT_MIN = 1
export const COUNT_MAX = 10
export const COUNT_DEFAULT = 2

/** A count as the server takes it: a whole number from 1 to 10 (2 when blank or not a number). */
export const clampCount = (value: number | string): number => {
  const number = typeof value === 'number' ? value : Number(value)
  if (value === '' || !Number.isFinite(number)) return COUNT_DEFAULT
  return Math.min(COUNT_MAX, Math.max(COUNT_MIN, Math.round(number)))
}
