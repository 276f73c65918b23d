import { autoIdentifierField, urlPlaceholders } from '../../../src/render/urlPattern'
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
      select: { name: true },
      where: { dataset: { equals: datasetId } },
    })
    const names = new Set(docs.map((field) => field.name))
    const errors: { message: string; path: string }[] = []
    const unknown = urlPlaceholders(urlPattern).filter((name) => !names.has(name))
    if (unknown.length)
      errors.push({
        message: `URL pattern uses fields the dataset does not have: ${unknown.join(', ')}`,
        path: 'urlPattern',
      })
    if (identifierField && !names.has(identifierField)) {
      errors.push({
        message: `Identifier field ${identifierField} is not a field of the dataset`,
        path: 'identifierField',
      })
    }
    if (errors.length) fail(errors)
    return next
  },
)
