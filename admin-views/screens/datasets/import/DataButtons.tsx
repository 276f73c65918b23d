'use client'
import { Button } from '@payloadcms/ui'
import React, { useState } from 'react'

import type { DatasetReply } from '../../../../src/schemas/datasets'
import { MenuButton } from '../../../ui/MenuButton'
import { download } from '../download'
import { ImportHistoryDialog } from './ImportHistoryDialog'
import { ImportRecordsDialog } from './ImportRecordsDialog'

/** Import (a CSV file, checked first), its history, and Export (CSV or JSON) of the dataset's records. */
export const DataButtons = ({
  dataset,
  disabled,
}: {
  dataset: DatasetReply
  disabled: boolean
}) => {
  const [importing, setImporting] = useState(false)
  const [history, setHistory] = useState(false)
  const exportUrl = (format: string) =>
    `/api/datasets/${dataset.id}/records/export?format=${format}`
  return (
    <>
      <Button
        buttonStyle="secondary"
        disabled={disabled}
        margin={false}
        onClick={() => setImporting(true)}
        size="medium"
      >
        Import
      </Button>
      <Button buttonStyle="secondary" margin={false} onClick={() => setHistory(true)} size="medium">
        Import History
      </Button>
      <MenuButton
        ariaLabel={`Export the records of ${dataset.name}`}
        id="records-export"
        items={[
          { label: 'Export as CSV', onSelect: () => download(exportUrl('csv')) },
          { label: 'Export as JSON', onSelect: () => download(exportUrl('json')) },
        ]}
      >
        Export
      </MenuButton>
      <ImportRecordsDialog dataset={dataset} onClose={() => setImporting(false)} open={importing} />
      <ImportHistoryDialog dataset={dataset} onClose={() => setHistory(false)} open={history} />
    </>
  )
}
