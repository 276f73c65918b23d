import type { Payload } from 'payload'

import { requireAiConfig } from '../../ai/config'
import type { SessionUser } from '../../auth/sessions'
import { findDataset } from '../datasets/datasets'
import { findFields } from '../fields/fields'
import { assertHasAiPrompts } from './aiFields'

type Args = { datasetId: string; payload: Payload; user: SessionUser }

/**
 * What every AI run over a dataset checks first: the dataset is the user's to see, an AI provider is
 * configured and at least one field has a prompt. Returns the dataset's fields.
 */
export const aiReadyFields = async ({ datasetId, payload, user }: Args) => {
  await findDataset({ id: datasetId, payload, user })
  requireAiConfig()
  const fields = await findFields(payload, datasetId)
  assertHasAiPrompts(fields)
  return fields
}
