import type { Payload } from 'payload'

import { HttpError } from '../../http/HttpError'
import { autoIdentifierField, urlPlaceholders } from '../../render/urlPattern'
import { refId } from '../common/refId'
import { findFields } from '../fields/fields'

export const panelKeys = ['topPanelId', 'bottomPanelId', 'leftPanelId', 'rightPanelId'] as const

type PanelKey = (typeof panelKeys)[number]

export type TemplateRefs = {
  tenantId: string
  datasetId?: string | null
  urlPattern: string
  identifierField?: string | null
} & Partial<Record<PanelKey, string | null>>

const checkDataset = async (
  payload: Payload,
  refs: TemplateRefs,
  identifierField: string | null,
  errors: Record<string, string>,
) => {
  if (!refs.datasetId) return
  if (
    (await payload.count({ collection: 'datasets', where: { id: { equals: refs.datasetId } } }))
      .totalDocs === 0
  ) {
    errors.datasetId = 'Dataset not found'
    return
  }
  const names = new Set((await findFields(payload, refs.datasetId)).map((f) => f.name))
  const unknown = urlPlaceholders(refs.urlPattern).filter((p) => !names.has(p))
  if (unknown.length)
    errors.urlPattern = `URL pattern uses fields the dataset does not have: ${unknown.join(', ')}`
  if (identifierField && !names.has(identifierField)) {
    errors.identifierField = `Identifier field ${identifierField} is not a field of the dataset`
  }
}

const checkPanels = async (
  payload: Payload,
  refs: TemplateRefs,
  errors: Record<string, string>,
) => {
  const ids = panelKeys.map((key) => refs[key]).filter((id): id is string => !!id)
  if (!ids.length) return
  const { docs } = await payload.find({
    collection: 'panels',
    depth: 0,
    pagination: false,
    where: { id: { in: ids } },
  })
  const tenantOf = new Map(docs.map((panel) => [String(panel.id), refId(panel.tenant)]))
  for (const key of panelKeys) {
    const id = refs[key]
    if (!id) continue
    if (!tenantOf.has(id)) errors[key] = 'Panel not found'
    else if (tenantOf.get(id) !== refs.tenantId) errors[key] = 'Panel belongs to another tenant'
  }
}

/**
 * Checks what a template points at, before anything is written: the dataset exists and has the fields
 * the URL pattern and identifierField name; panels exist and belong to the template's tenant. Answers
 * the identifierField to store (the single URL placeholder when none was given), or a 400 naming each
 * problem on its field.
 */
export const checkTemplateRefs = async (payload: Payload, refs: TemplateRefs) => {
  const identifierField = refs.identifierField || autoIdentifierField(refs.urlPattern)
  const errors: Record<string, string> = {}
  await Promise.all([
    checkDataset(payload, refs, identifierField, errors),
    checkPanels(payload, refs, errors),
  ])
  if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors).join('; '), errors)
  return { identifierField }
}
