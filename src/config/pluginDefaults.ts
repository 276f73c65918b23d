/**
 * Settings defaults a host app gives through `siteGenerator({ ai, site })`. The environment still wins:
 * loadSettings reads these only for variables that are not set.
 */
let defaults: Record<string, string> = {}

export const setPluginDefaults = (values: Record<string, string | undefined>) => {
  defaults = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
}

/** The environment with the plugin's defaults under it. */
export const withPluginDefaults = (env: Record<string, string | undefined>) => {
  const merged = { ...env }
  for (const [name, value] of Object.entries(defaults)) if (!merged[name]) merged[name] = value
  return merged
}
