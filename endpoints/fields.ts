import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { deleteByIdRoute, updateByIdRoute } from '../src/http/docRoutes'
import {
  createField,
  createFieldInDataset,
  deleteField,
  listFields,
  updateField,
} from '../src/services/fields/fields'
import {
  createFieldSchema,
  createFieldWithDatasetSchema,
  fieldSchema,
  updateFieldSchema,
} from '../src/schemas/fields'

const tag = 'Dataset fields'
const duplicate = 'A field with this name already exists in this dataset'

export const fieldRoutes = [
  defineRoute({
    method: 'get',
    path: '/datasets/:id/fields',
    summary: "A dataset's fields, by order then creation",
    tag,
    response: z.array(fieldSchema),
    errors: { 404: 'Dataset not found' },
    handler: ({ params, payload, user }) => listFields({ datasetId: params.id, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/datasets/:id/fields',
    status: 201,
    summary: 'Add a field to a dataset (Create New Dataset calls it once per initial field)',
    tag,
    body: createFieldSchema,
    response: fieldSchema,
    errors: { 404: 'Dataset not found', 409: duplicate },
    handler: ({ body, params, payload, user }) =>
      createFieldInDataset({ datasetId: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/fields',
    status: 201,
    summary: 'Add a field to the dataset named by datasetId',
    tag,
    body: createFieldWithDatasetSchema,
    response: fieldSchema,
    errors: { 409: duplicate },
    handler: ({ body, payload, user }) => createField({ input: body, payload, user }),
  }),
  updateByIdRoute({
    method: 'patch',
    path: '/fields',
    summary:
      'Change a field; a rename also renames the key in every record, isPrimary moves the primary flag here',
    tag,
    body: updateFieldSchema,
    response: fieldSchema,
    errors: { 404: 'Field not found', 409: duplicate },
    update: updateField,
  }),
  deleteByIdRoute({
    path: '/fields',
    summary: "Delete a field; its values leave every record's data",
    tag,
    errors: { 404: 'Field not found' },
    remove: deleteField,
  }),
]
