import type { Payload } from 'payload'

import type { FieldType } from '../../../endpoints/schemas/fields'
import { HttpError } from '../../http/HttpError'
import { parseDefault } from '../records/recordData'
import { refreshPrimaryValues } from '../records/recordsBulk'

export const DUPLICATE_NAME = 'A field with this name already exists in this dataset'

/** 409 when another field of the dataset already has this name (the unique index backs it up). */
export const assertNameFree = async ({
  datasetId,
  exceptId,
  name,
  payload,
}: {
  datasetId: string
  exceptId?: string
  name: string
  payload: Payload
}) => {
  const { totalDocs } = await payload.count({
    collection: 'dataset-fields',
    where: {
      and: [
        { dataset: { equals: datasetId } },
        { name: { equals: name } },
        ...(exceptId ? [{ id: { not_equals: exceptId } }] : []),
      ],
    },
  })
  if (totalDocs > 0) throw new HttpError(409, DUPLICATE_NAME, { name: DUPLICATE_NAME })
}

/** A default value is stored as text but must read as a value of the field's type ('12' for a number). */
export const assertDefaultFits = (type: FieldType, defaultValue: string | null | undefined) => {
  if (defaultValue === null || defaultValue === undefined) return
  const checked = parseDefault({ name: 'Default value', type }, defaultValue)
  if ('error' in checked) throw new HttpError(400, checked.error, { defaultValue: checked.error })
}

/** A race past assertNameFree still ends as the same 409, not a generic one. */
export const duplicateAs409 = (error: unknown): never => {
  const text = `${(error as Error)?.message ?? ''} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`
  if (/unique|duplicate|already/i.test(text))
    throw new HttpError(409, DUPLICATE_NAME, { name: DUPLICATE_NAME })
  throw error
}

/**
 * After a field became the dataset's primary field: the others stop being primary (one per dataset)
 * and every record's searchable primaryValue is recomputed from it.
 */
export const makeOnlyPrimary = async ({
  datasetId,
  field,
  payload,
}: {
  datasetId: string
  field: { id: string; name: string }
  payload: Payload
}) => {
  await payload.update({
    collection: 'dataset-fields',
    data: { isPrimary: false },
    where: {
      and: [
        { dataset: { equals: datasetId } },
        { isPrimary: { equals: true } },
        { id: { not_equals: field.id } },
      ],
    },
  })
  await refreshPrimaryValues({ datasetId, field: field.name, payload })
}
