'use client'
import { urlPatternError } from '../../../src/render/urlPattern'
import { urlPatternFieldsError } from '../../../src/render/urlPatternFields'
import { useDatasetFields } from './queries'

/**
 * What is wrong with the URL pattern as typed, by the rules the server applies on save (its shape, and
 * each {field} a field of the chosen dataset), or undefined: the message shows before the user saves.
 */
export const useUrlPatternProblem = (
  pattern: string,
  datasetId: null | string | undefined,
): undefined | { message: string } => {
  const fields = useDatasetFields(datasetId)
  if (!pattern) return undefined
  const shape = urlPatternError(pattern)
  if (shape) return { message: shape }
  if (!datasetId || !fields.data) return undefined
  const names = [...fields.data]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map((field) => field.name)
  const unknown = urlPatternFieldsError(pattern, names)
  return unknown ? { message: unknown } : undefined
}
