import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { deleteByIdRoute, updateByIdRoute } from '../src/http/docRoutes'
import {
  createDataset,
  deleteDataset,
  getDataset,
  listDatasets,
  updateDataset,
} from '../src/services/datasets/datasets'
import { createDatasetSchema, datasetSchema, updateDatasetSchema } from '../src/schemas/datasets'

const tag = 'Datasets'

export const datasetRoutes = [
  defineRoute({
    method: 'get',
    path: '/datasets',
    summary:
      'The datasets the user may work on (an administrator: all; an editor: those all of whose tenants are theirs), newest first, with their tenants and field and record counts',
    tag,
    response: z.array(datasetSchema),
    handler: ({ payload, user }) => listDatasets({ payload, user }),
  }),
  defineRoute({
    method: 'get',
    path: '/datasets/:id',
    summary: 'One dataset',
    tag,
    response: datasetSchema,
    errors: { 404: 'Dataset not found (also one of another tenant, for an editor)' },
    handler: ({ params, payload, user }) => getDataset({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/datasets',
    status: 201,
    summary:
      'Create a dataset serving `tenantIds`; the signed-in user becomes its creator. An editor gives its own tenants, or leaves them out for the tenant selected in the admin or its only one',
    tag,
    body: createDatasetSchema,
    response: datasetSchema,
    errors: { 403: 'You do not have access to this tenant (an editor naming a tenant not theirs)' },
    handler: ({ body, payload, user }) => createDataset({ input: body, payload, user }),
  }),
  updateByIdRoute({
    method: 'patch',
    path: '/datasets',
    summary:
      'Change notes (the Notes dialog), name, description, status or the tenants it serves (`tenantIds`, not leaving out a tenant whose templates or pages use it)',
    tag,
    body: updateDatasetSchema,
    response: datasetSchema,
    errors: {
      403: 'You do not have access to this tenant',
      404: 'Dataset not found',
    },
    update: updateDataset,
  }),
  deleteByIdRoute({
    path: '/datasets',
    summary: 'Delete a dataset with its fields and records',
    tag,
    errors: { 404: 'Dataset not found' },
    remove: deleteDataset,
  }),
]
