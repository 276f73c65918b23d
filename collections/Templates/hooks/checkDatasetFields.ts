import { autoIdentifierField, urlPlaceholders } from '../../../src/render/urlPattern'
import { urlPatternFieldsError } from '../../../src/render/urlPatternFields'
import { refId } from '../../../src/utilities/refId'
import { documentCheck } from '../../hooks/documentCheck'

/**
 * A template's URL pattern and identifier field name fields of its dataset: `/compare/{name}` needs a
 * `name` field to look records up by. With one placeholder and no identifier field given, that
 * placeholder is the identifier. Checked on the template as it will be, whenever one of the three changes.
 */
export const checkDatasetFields = documentCheck(
  async ({ changes, data, doc: template, fail, req }) => {
    const urlPattern = typeof template.urlPattern === 'string' ? template.urlPattern : ''
    const identifierField =
      (template.identifierField as string | null | undefined) || autoIdentifierField(urlPattern)
    const next = { ...data, identifierField: identifierField ?? null }
    const datasetId = refId(template.dataset as never)
    if (!changes(['dataset', 'urlPattern', 'identifierField'], next) || !datasetId) return next

    const { docs } = await req.payload.find({
      collection: 'dataset-fields',
      depth: 0,
      pagination: false,
      req,
      select: { name: true, order: true },
      sort: ['order', 'name'],
      where: { dataset: { equals: datasetId } },
    })
    const fields = docs.map((field) => field.name)
    const errors: { message: string; path: string }[] = []
    const unknown = urlPatternFieldsError(urlPattern, fields)
    if (unknown) errors.push({ message: unknown, path: 'urlPattern' })
    // An identifier taken from an unknown {field} is that field's message already.
    const told = unknown !== null && urlPlaceholders(urlPattern).includes(identifierField ?? '')
    if (identifierField && !fields.includes(identifierField) && !told) {
      errors.push({
        message: `Identifier field ${identifierField} is not a field of the dataset`,
        path: 'identifierField',
      })
    }
    if (errors.length) fail(errors)
    return next
  },
)
