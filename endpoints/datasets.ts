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
      'Every dataset (shared by all tenants), newest first, with its field and record counts',
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
    errors: { 404: 'Dataset not found' },
    handler: ({ params, payload, user }) => getDataset({ id: params.id, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/datasets',
    status: 201,
    summary: 'Create a dataset; the signed-in user becomes its creator',
    tag,
    body: createDatasetSchema,
    response: datasetSchema,
    handler: ({ body, payload, user }) => createDataset({ input: body, payload, user }),
  }),
  updateByIdRoute({
    method: 'patch',
    path: '/datasets',
    summary: 'Change notes (the Notes dialog), name, description or status',
    tag,
    body: updateDatasetSchema,
    response: datasetSchema,
    errors: { 404: 'Dataset not found' },
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
