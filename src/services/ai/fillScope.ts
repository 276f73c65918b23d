import type { Payload } from 'payload'

import { requireAiConfig } from '../../ai/config'
import type { SessionUser } from '../../auth/sessions'
import { countFillScope } from '../../data/records/fillPages'
import type { DatasetField } from '../../payload-types'
import type { AiFillInput } from '../../schemas/ai'
import { findDataset } from '../datasets/datasets'
import { invalid } from '../errors'
import { findFields } from '../fields/fields'
import { assertHasAiPrompts, promptFields } from './aiFields'

/** What a fill covers, checked: its chosen AI fields, records, search and whether it replaces values. */
export type FillScope = {
  /** Every field of the dataset (the fill's input is read from them). */
  fields: DatasetField[]
  /** The AI fields to fill, in display order. */
  chosen: DatasetField[]
  /** Whether `fields` named a subset (the start message names them). */
  named: boolean
  overwrite: boolean
  recordIds: string[] | null
  search: string | null
  /** Records in scope. */
  total: number
}

type Args = {
  datasetId: string
  input: AiFillInput
  payload: Payload
  /** A run needs an AI provider (503 without one); an estimate makes no AI call. */
  requireAi: boolean
  user: SessionUser
}

/** The chosen fields, in display order; a name that is not an AI field of the dataset is refused by name. */
const chooseFields = (fields: DatasetField[], names: string[] | undefined) => {
  const ai = promptFields(fields)
  if (!names) return ai
  const known = new Set(ai.map((f) => f.name))
  const unknown = [...new Set(names.filter((name) => !known.has(name)))]
  if (unknown.length > 0) {
    const list = unknown.map((name) => `"${name}"`).join(', ')
    const message =
      unknown.length === 1
        ? `${list} is not a field of this dataset with an AI prompt`
        : `${list} are not fields of this dataset with an AI prompt`
    throw invalid(message, { fields: message })
  }
  return ai.filter((f) => names.includes(f.name))
}

/** The selected records must all be of this dataset: a typo'd id is reported, not silently skipped. */
const checkSelected = async (payload: Payload, datasetId: string, recordIds: string[]) => {
  const found = await countFillScope({ datasetId, payload, recordIds })
  if (found < recordIds.length) {
    const message = 'Some selected records are not in this dataset'
    throw invalid(message, { recordIds: message })
  }
}

/**
 * The checks every fill and its estimate make: the dataset is the user's to see, it has AI fields, the
 * chosen ones are among them and the selected records are the dataset's. Answers the scope with its number of records.
 */
export const fillScope = async ({
  datasetId,
  input,
  payload,
  requireAi,
  user,
}: Args): Promise<FillScope> => {
  await findDataset({ id: datasetId, payload, user })
  if (requireAi) requireAiConfig()
  const fields = await findFields(payload, datasetId)
  assertHasAiPrompts(fields)
  const chosen = chooseFields(fields, input.fields)
  const search = input.search ?? null
  const recordIds = input.recordIds ? [...new Set(input.recordIds)] : null
  if (recordIds) await checkSelected(payload, datasetId, recordIds)
  const total = await countFillScope({ datasetId, payload, recordIds, search })
  return {
    chosen,
    fields,
    named: input.fields !== undefined,
    overwrite: input.overwrite ?? false,
    recordIds,
    search,
    total,
  }
}
