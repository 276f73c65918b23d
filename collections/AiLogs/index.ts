import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'

/**
 * One row per AI generation run. Its tenant is an ordinary optional relationship rather than the
 * multi-tenant plugin's required field, because a run on a dataset need not belong to a tenant.
 */
export const AiLogs: CollectionConfig = {
  slug: 'ai-logs',
  labels: { singular: 'AI Log', plural: 'AI Logs' },
  admin: {
    defaultColumns: [
      'operation',
      'status',
      'dataset',
      'processedItems',
      'totalItems',
      'startedAt',
      'duration',
    ],
    group: 'AI',
    useAsTitle: 'operation',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', index: true },
    { name: 'dataset', type: 'relationship', relationTo: 'datasets', index: true },
    {
      name: 'operation',
      type: 'select',
      options: [
        { label: 'Field generation', value: 'field_generation' },
        { label: 'List generation', value: 'list_generation' },
        { label: 'Batch generation', value: 'batch_generation' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      index: true,
      options: [
        { label: 'Started', value: 'started' },
        { label: 'In progress', value: 'in_progress' },
        { label: 'Completed', value: 'completed' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'totalItems', type: 'number' },
    { name: 'processedItems', type: 'number' },
    { name: 'currentItem', type: 'text' },
    { name: 'requestData', type: 'json' },
    { name: 'responses', type: 'json', admin: { description: 'A list of AI responses.' } },
    { name: 'errorMessage', type: 'textarea' },
    {
      name: 'startedAt',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'completedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'duration', type: 'number', admin: { description: 'Milliseconds.' } },
    {
      // The run's recent progress messages (what the database progress bus reads) and where a resumed
      // job goes on (batch: inputs done; fill: last finished page). Written only by the AI jobs.
      name: 'progress',
      type: 'json',
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
