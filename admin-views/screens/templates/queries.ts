'use client'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import type { DatasetReply } from '../../../src/schemas/datasets'
import type { FieldReply } from '../../../src/schemas/fields'
import type { PanelReply } from '../../../src/schemas/panels'
import { notifyError } from '../../lib/toast'

/** The datasets for the template's dataset select. */
export const useDatasets = () => useQuery<DatasetReply[]>({ queryKey: ['/api/datasets'] })

/** The fields of a dataset (none without a dataset). */
export const useDatasetFields = (datasetId: null | string | undefined) =>
  useQuery<FieldReply[]>({
    enabled: Boolean(datasetId),
    queryKey: ['/api/datasets', datasetId ?? '', 'fields'],
  })

/** A tenant's panels; pickers offer only the active ones. A failed load shows 'Failed to fetch panels'. */
export const useActivePanels = (tenantId: null | string | undefined) => {
  const query = useQuery<PanelReply[]>({
    enabled: Boolean(tenantId),
    queryKey: ['/api/panels', tenantId ?? ''],
  })
  const failed = query.isError
  useEffect(() => {
    if (failed) notifyError('Failed to fetch panels')
  }, [failed])
  return { ...query, active: (query.data ?? []).filter((panel) => panel.isActive) }
}
