import type { FieldAffectingData, Payload } from 'payload'

import { extraFields } from '../../config/extraFieldSpecs'
import { refId } from '../../utilities/refId'

type Ref = Parameters<typeof refId>[0]

const isRelation = (field: FieldAffectingData) =>
  field.type === 'relationship' || field.type === 'upload'

// Relationships travel as ids, however deep Payload populated them; other values as stored.
const replyValue = (field: FieldAffectingData, value: unknown) => {
  if (value === undefined || value === null) return null
  if (!isRelation(field)) return value
  return Array.isArray(value) ? value.map((item) => refId(item as Ref)) : refId(value as Ref)
}

/** The fields a developer added to a collection, as extra properties of the API's reply. */
export const extraReply = (
  payload: Pick<Payload, 'config'>,
  slug: string,
  doc: object,
): Record<string, unknown> =>
  Object.fromEntries(
    extraFields(payload.config, slug).map((field) => [
      field.name,
      replyValue(field, (doc as Record<string, unknown>)[field.name as string]),
    ]),
  )

/**
 * The added fields present in an API body, as Payload data (absent ones are left out so an update
 * keeps them). Payload checks each value against its field, as for any other field.
 */
export const extraData = (
  payload: Pick<Payload, 'config'>,
  slug: string,
  input: object,
): Record<string, unknown> =>
  Object.fromEntries(
    extraFields(payload.config, slug)
      .filter((field) => (input as Record<string, unknown>)[field.name as string] !== undefined)
      .map((field) => [field.name, (input as Record<string, unknown>)[field.name as string]]),
  )
