import { reloadSettings } from '../../../src/config/settings'

/**
 * Sets (or, with undefined, removes) environment variables and has the product read them again: its
 * settings are parsed once (src/config/settings.ts), as a restart with new variables would.
 */
export const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  reloadSettings()
}
