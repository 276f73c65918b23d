import { autoIdentifierField, urlPlaceholders } from '../../../src/render/urlPattern'

/** The hint under the URL pattern: which placeholders it has and what becomes the identifier field. */
export const urlPatternHint = (pattern: string): string => {
  const placeholders = urlPlaceholders(pattern)
  if (placeholders.length === 0)
    return 'Use {field} segments, e.g. /instrument/{name}. A field may repeat: /compare/{name}-vs-{name}.'
  const auto = autoIdentifierField(pattern)
  if (auto) return `Identifier field detected from the URL pattern: ${auto}`
  return `Placeholders: ${placeholders.join(', ')}. Choose the identifier field yourself.`
}
