import type { FieldReply } from '../../schemas/fields'
import type { DatasetField } from '../../payload-types'
import { refId } from '../../utilities/refId'
import type { FieldDef } from '../../schemas/recordData'

/** A field as the documented API answers it (the spec's names). */
export const serializeField = (field: DatasetField): FieldReply => ({
  id: String(field.id),
  datasetId: refId(field.dataset),
  name: field.name,
  type: field.type ?? 'text',
  required: Boolean(field.required),
  defaultValue: field.defaultValue ?? null,
  aiPrompt: field.aiPrompt ?? null,
  isPrimary: Boolean(field.isPrimary),
  validation: field.validation ?? null,
  order: field.order ?? 0,
  createdAt: field.createdAt,
})

/** What record validation needs of a field. */
export const toFieldDef = (field: DatasetField): FieldDef => ({
  name: field.name,
  type: field.type ?? 'text',
  required: Boolean(field.required),
  defaultValue: field.defaultValue ?? null,
})
