import type { FieldType } from '../../../src/schemas/fields'
import { validateRecordData } from '../../../src/schemas/recordData'
import { refId } from '../../../src/utilities/refId'
import { documentCheck } from '../../hooks/documentCheck'

/**
 * A record's data is checked against its dataset's fields on every write that sets it: no unknown
 * keys, values of the field's type (numbers given as text become numbers), required fields filled,
 * and on create the fields' defaults for what is left out.
 */
export const checkData = documentCheck(
  async ({ changes, data, fail, operation, originalDoc, req }) => {
    if (operation === 'update' && !changes(['data'])) return data
    const datasetId = refId((data.dataset ?? originalDoc?.dataset) as never)
    if (!datasetId) return data
    const { docs: fields } = await req.payload.find({
      collection: 'dataset-fields',
      depth: 0,
      pagination: false,
      req,
      select: { defaultValue: true, isPrimary: true, name: true, required: true, type: true },
      sort: ['order', 'createdAt'],
      where: { dataset: { equals: datasetId } },
    })
    if (fields.length === 0) fail([{ message: 'No fields defined', path: 'dataset' }])
    // setPrimaryValue (beforeChange, same request) reads the primary field from here, not again.
    req.context.primaryFieldOf = { datasetId, name: fields.find((f) => f.isPrimary)?.name ?? null }
    const given = data.data ?? {}
    if (typeof given !== 'object' || Array.isArray(given))
      fail([{ message: 'data must be an object of values keyed by field name', path: 'data' }])
    const result = validateRecordData({
      applyDefaults: operation === 'create',
      data: given as Record<string, unknown>,
      fields: fields.map((f) => ({
        name: f.name,
        type: (f.type ?? 'text') as FieldType,
        required: Boolean(f.required),
        defaultValue: f.defaultValue ?? null,
      })),
    })
    if (!('data' in result)) {
      return fail(
        Object.entries(result.errors ?? {}).map(([path, message]) => ({ message, path })),
        // 'Unknown fields: colour, size' rather than Payload's 'The following fields are invalid: ...'.
        result.message as string,
      )
    }
    return { ...data, data: result.data }
  },
)
