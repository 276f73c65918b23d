'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import React, { useEffect, useState } from 'react'

import type { DatasetReply } from '../../../src/schemas/datasets'

import type { ExtraFieldSpec } from '../../../src/config/extraFieldSpecs'
import { NO_EXTRA_FIELDS } from '../../hooks/useExtraFields'
import { useTrash } from '../../hooks/useTrash'
import { api, errorMessage } from '../../lib/api'
import { plural } from '../../lib/format'
import { notify, notifyError } from '../../lib/toast'
import { useIsAdmin } from '../../providers/auth'
import { PageFrame } from '../../shell/PageFrame'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { QueryState } from '../../ui/QueryState'
import { SmallButton } from '../../ui/SmallButton'
import { TrashButton } from '../../ui/TrashButton'
import { CreateTemplateDialog } from '../templates/CreateTemplateDialog'
import { CreateTenantDialog } from '../tenants/CreateTenantDialog'
import { AiProgressCards } from './ai/AiProgressCards'
import { FillWithAiDialog } from './ai/FillWithAiDialog'
import { GenerateRecordsDialog } from './ai/GenerateRecordsDialog'
import { DATASETS_KEY, datasetsTrash } from './cache'
import { CreateDatasetDialog } from './CreateDatasetDialog'
import type { RowKind } from './DatasetList'
import { DatasetList } from './DatasetList'
import { FieldsDialog } from './FieldsDialog'
import { NotesDialog } from './NotesDialog'
import { RecordsDialog } from './RecordsDialog'

type Open =
  { dataset: DatasetReply; kind: RowKind } | { kind: 'create' | 'tenant' | 'template' } | null

/** The header's secondary actions, left of Create New Dataset. */
const SIDE_ACTIONS = [
  { kind: 'tenant', label: 'Add Tenant' },
  { kind: 'template', label: 'Create Template' },
] as const

/**
 * Dataset Management (spec admin-core §2): the datasets with their notes, fields, records and AI
 * generation; Delete (to the trash, with Undo) and the Trash.
 */
export const DatasetsScreen = ({
  extraFields = NO_EXTRA_FIELDS,
}: {
  extraFields?: ExtraFieldSpec[]
}) => {
  const queryClient = useQueryClient()
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const datasets = useQuery<DatasetReply[]>({ queryKey: DATASETS_KEY })
  const [open, setOpen] = useState<Open>(null)
  // Only administrators add tenants (collections/Tenants): an editor is not offered Add Tenant.
  const isAdmin = useIsAdmin()

  // The dashboard's Quick Action 'Create New Dataset' links to ?create=1.
  useEffect(() => {
    if (searchParams.get('create') === '1') {
      setOpen({ kind: 'create' })
      router.replace(pathname)
    }
  }, [pathname, router, searchParams])

  const trashOptions = datasetsTrash(queryClient)
  const trash = useTrash(trashOptions)
  const remove = useMutation({
    mutationFn: (dataset: DatasetReply) => api(`/api/datasets/${dataset.id}`, { method: 'DELETE' }),
    onError: (error) =>
      notifyError('Failed to delete dataset', errorMessage(error, 'The dataset was not deleted.')),
    onSuccess: async (_, dataset) => {
      notify({
        action: trash.moved([dataset.id]),
        description: `${dataset.name} and its fields and records were moved to the trash.`,
        title: 'Dataset deleted',
      })
      setOpen(null)
      await trashOptions.refresh()
    },
  })

  // Dialogs keep showing the dataset as the list now has it (counts, notes), by id.
  const current = (kind: string): DatasetReply | null => {
    if (!open || !('dataset' in open) || open.kind !== kind) return null
    return datasets.data?.find((dataset) => dataset.id === open.dataset.id) ?? open.dataset
  }
  const close = () => setOpen(null)
  const count = datasets.data?.length ?? 0
  const aiDataset = current('ai')
  const deleting = current('delete')

  return (
    <PageFrame
      actions={
        <>
          {SIDE_ACTIONS.filter(({ kind }) => isAdmin || kind !== 'tenant').map(
            ({ kind, label }) => (
              <Button
                buttonStyle="secondary"
                key={kind}
                margin={false}
                onClick={() => setOpen({ kind })}
                size="medium"
              >
                {label}
              </Button>
            ),
          )}
          <TrashButton {...trashOptions} things="datasets" />
          <Button
            icon="plus"
            margin={false}
            onClick={() => setOpen({ kind: 'create' })}
            size="medium"
          >
            Create New Dataset
          </Button>
        </>
      }
      subtitle="Define structured datasets, their fields and records, and fill them with AI"
      title="Dataset Management"
    >
      <div className="tw:flex tw:flex-col tw:gap-6">
        <AiProgressCards />

        <section className="tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface">
          <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-2 tw:border-b tw:border-elev-100 tw:px-5 tw:py-4">
            <h2 className="tw:m-0 tw:text-lg tw:font-semibold">Datasets</h2>
            {datasets.isSuccess && (
              <span className="tw:text-sm tw:text-elev-500">
                {plural(count, 'dataset', 'datasets')}
              </span>
            )}
          </div>
          <QueryState
            empty="No datasets yet. A dataset is a table of records that templates turn into pages."
            emptyAction={
              <SmallButton buttonStyle="primary" onClick={() => setOpen({ kind: 'create' })}>
                Create New Dataset
              </SmallButton>
            }
            inset
            loadingLabel="Loading datasets..."
            query={datasets}
          >
            {(list) => (
              <DatasetList list={list} onOpen={(dataset, kind) => setOpen({ dataset, kind })} />
            )}
          </QueryState>
        </section>
      </div>

      <CreateDatasetDialog onClose={close} open={open?.kind === 'create'} />
      <CreateTenantDialog onClose={close} open={open?.kind === 'tenant'} />
      <CreateTemplateDialog onClose={close} open={open?.kind === 'template'} />
      <NotesDialog dataset={current('notes')} onClose={close} />
      <FieldsDialog dataset={current('fields')} onClose={close} />
      <RecordsDialog dataset={current('records')} extraFields={extraFields} onClose={close} />
      {aiDataset && <GenerateRecordsDialog dataset={aiDataset} onClose={close} open />}
      <FillWithAiDialog dataset={current('fill')} onClose={close} />
      <ConfirmDialog
        busy={remove.isPending}
        message={
          <>
            Move <strong>{deleting?.name}</strong> with its{' '}
            {plural(deleting?.fieldCount ?? 0, 'field', 'fields')} and{' '}
            {plural(deleting?.recordCount ?? 0, 'record', 'records')} to the trash? Templates that
            use it keep existing without a dataset. {trash.note()}
          </>
        }
        onCancel={close}
        onConfirm={() => deleting && remove.mutate(deleting)}
        open={Boolean(deleting)}
        title="Delete Dataset"
      />
    </PageFrame>
  )
}
