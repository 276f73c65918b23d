import type { Field, FieldAffectingData, SanitizedConfig } from 'payload'

type Walkable = { fields?: Field[]; tabs?: { name?: string; fields: Field[] }[] }

// The fields that hold data, looking through rows, collapsibles and unnamed tabs (a named tab is one).
const dataFields = (fields: Field[]): FieldAffectingData[] =>
  fields.flatMap((field) => {
    if ('name' in field && field.name) return [field as FieldAffectingData]
    const walkable = field as Walkable
    if (walkable.tabs)
      return walkable.tabs.flatMap((tab) =>
        tab.name ? [tab as unknown as FieldAffectingData] : dataFields(tab.fields),
      )
    return walkable.fields ? dataFields(walkable.fields) : []
  })

/** The data fields a developer's overrides added to one of our collections (ours excluded). */
export const addedFields = (ours: Field[], theirs: Field[]): FieldAffectingData[] => {
  const known = new Set(dataFields(ours).map((field) => field.name))
  return dataFields(theirs).filter((field) => !known.has(field.name))
}

type PluginCustom = {
  extraFields?: Record<string, FieldAffectingData[]>
  /** The config's fields as the plugin saw them (src/config/buildFields.ts). */
  fieldsFingerprint?: string
  siteEnabled?: boolean
}
type Custom = { siteGenerator?: PluginCustom }

/**
 * What the plugin keeps in the config's server-only `custom`: the fields each collection gained
 * through overrides, and whether the public sites are on.
 */
export const withPluginCustom = (
  custom: Record<string, unknown> | undefined,
  values: PluginCustom,
) => ({
  ...custom,
  siteGenerator: { ...(custom as Custom | undefined)?.siteGenerator, ...values },
})

/** Whether the server serves the public sites (`site.enabled`, on by default). */
export const siteEnabled = (config: Pick<SanitizedConfig, 'custom'>): boolean =>
  (config.custom as Custom | undefined)?.siteGenerator?.siteEnabled !== false

/** The fields' fingerprint the plugin kept (src/config/buildFields.ts); undefined without the plugin. */
export const fieldsFingerprintOf = (config: Pick<SanitizedConfig, 'custom'>): string | undefined =>
  (config.custom as Custom | undefined)?.siteGenerator?.fieldsFingerprint
