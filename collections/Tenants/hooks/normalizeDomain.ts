import type { FieldHook } from 'payload'

/** Domains are matched against the Host header, so they are stored trimmed and lower-case. */
export const normalizeDomain: FieldHook = ({ value }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value
