/**
 * Every environment variable the product reads, parsed and checked once with zod: the one place that
 * reads `process.env` in the server code. A bad value stops the start with one line naming the variable
 * and the value (never a secret's). README's configuration table is checked against `settingDocs` by a
 * test, so the two cannot drift apart.
 */
import type { z } from 'zod'

import { withPluginDefaults } from './pluginDefaults'
import { definitions } from './settingDefinitions'
import { WHOLE } from './settingRules'
import { StartupError } from './startupError'

type Definitions = typeof definitions

export type Settings = { [K in keyof Definitions]: z.output<Definitions[K]['rule']> }

/** What README's configuration table must say, variable by variable (in this order). */
const settingDocs = Object.entries(definitions).map(
  ([name, { default: fallback, meaning, ...rest }]) => ({
    name,
    default: fallback,
    meaning,
    scope: 'scope' in rest ? rest.scope : 'product',
  }),
)

/** Parses every setting from `env`; the first bad one is a StartupError naming the variable and value. */
export const loadSettings = (env: Record<string, string | undefined> = process.env): Settings => {
  const parsed: Record<string, unknown> = {}
  for (const [name, definition] of Object.entries(definitions)) {
    const raw = env[name]
    const result = definition.rule.safeParse(raw === '' ? undefined : raw)
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'is not valid'
      if (message.startsWith(WHOLE)) throw new StartupError(message.slice(1))
      throw new StartupError(
        `${name} ${message}, not ${'secret' in definition ? 'the value given' : `'${raw}'`}`,
      )
    }
    parsed[name] = result.data
  }
  return parsed as Settings
}

let current: Settings | undefined

/** The settings of this process, parsed on first use. */
export const settings = (): Settings => (current ??= loadSettings(withPluginDefaults(process.env)))

/** Forgets the parsed settings, so the next use reads the environment again (tests that change it). */
export const reloadSettings = (): Settings =>
  (current = loadSettings(withPluginDefaults(process.env)))

/** README's configuration table, as `settingDocs` says it (`npm run docs:settings` prints it). */
export const settingsTable = (): string =>
  [
    '| variable | default | meaning |',
    '|---|---|---|',
    ...settingDocs
      .filter((doc) => doc.scope !== 'internal')
      .map((doc) => `| \`${doc.name}\` | ${doc.default} | ${doc.meaning} |`),
  ].join('\n')
