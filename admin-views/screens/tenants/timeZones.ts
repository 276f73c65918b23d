import type { SelectOption } from '../../lib/options'

/**
 * The Time zone select's choices: UTC first, then the IANA names this browser knows
 * (`Intl.supportedValuesOf`, which leaves out UTC itself), and the tenant's own when the browser
 * spells it otherwise (an alias the server accepted), so editing never changes it unasked.
 */
export const timeZoneOptions = (current?: string): SelectOption[] => {
  const names = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((name) => name !== 'UTC')]
  if (current && !names.includes(current)) names.push(current)
  return names.map((name) => ({ label: name.replace(/_/g, ' '), value: name }))
}
