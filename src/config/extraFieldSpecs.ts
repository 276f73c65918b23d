import type { FieldAffectingData, SanitizedConfig } from 'payload'

/**
 * What the admin's "Additional fields" section needs to know of a field a developer added through the
 * plugin's overrides: plain data, sent from the server view to the browser.
 */
export type ExtraFieldSpec = {
  name: string
  label: string
  type: 'checkbox' | 'date' | 'number' | 'relationship' | 'select' | 'text' | 'textarea'
  required: boolean
  /** A select or relationship holding several values: edited as a group of checkboxes. */
  hasMany?: boolean
  /** A select's choices. */
  options?: { label: string; value: string }[]
  /** A relationship's collection and the field its documents are named by. */
  relationTo?: string
  titleField?: string
}

type Custom = { siteGenerator?: { extraFields?: Record<string, FieldAffectingData[]> } }

/** The fields a developer added to a collection through the plugin's overrides (none by default). */
export const extraFields = (
  config: Pick<SanitizedConfig, 'custom'>,
  slug: string,
): FieldAffectingData[] =>
  (config.custom as Custom | undefined)?.siteGenerator?.extraFields?.[slug] ?? []

const SHOWN = new Set<string>([
  'checkbox',
  'date',
  'email',
  'number',
  'relationship',
  'select',
  'text',
  'textarea',
])

export const extraFieldLabel = (field: FieldAffectingData): string =>
  typeof field.label === 'string'
    ? field.label
    : String(field.name)
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .replace(/^./, (c) => c.toUpperCase())

const optionOf = (option: unknown) =>
  typeof option === 'string'
    ? { label: option, value: option }
    : {
        label: String((option as { label: unknown }).label ?? ''),
        value: String((option as { value: unknown }).value),
      }

/**
 * The added fields of a collection the admin's forms can edit: text, textarea, email, number,
 * checkbox, select, date, a relationship to one collection; a select or relationship also with
 * hasMany. The others (hasMany text and number, arrays, …) are edited in Payload's own screens.
 */
export const extraFieldSpecs = (
  config: Pick<SanitizedConfig, 'collections' | 'custom'>,
  slug: string,
): ExtraFieldSpec[] =>
  extraFields(config, slug)
    .filter(
      (field) =>
        SHOWN.has(field.type) &&
        (!('hasMany' in field && field.hasMany) ||
          field.type === 'select' ||
          field.type === 'relationship') &&
        !('relationTo' in field && Array.isArray(field.relationTo)) &&
        !field.admin?.hidden,
    )
    .map((field) => {
      const spec: ExtraFieldSpec = {
        name: String(field.name),
        label: extraFieldLabel(field),
        type: field.type === 'email' ? 'text' : (field.type as ExtraFieldSpec['type']),
        required: Boolean('required' in field && field.required),
      }
      if ('hasMany' in field && field.hasMany) spec.hasMany = true
      if (field.type === 'select') spec.options = field.options.map(optionOf)
      if (field.type === 'relationship') {
        const relationTo = field.relationTo as string
        const related = config.collections?.find((c) => c.slug === relationTo)
        spec.relationTo = relationTo
        spec.titleField = related?.admin?.useAsTitle ?? 'id'
      }
      return spec
    })
