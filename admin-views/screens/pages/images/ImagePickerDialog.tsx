'use client'
import React, { useId, useState } from 'react'

import { Dialog } from '../../../ui/Dialog'
import { TabSections } from '../../../ui/Tabs'
import type { ChosenImage } from './chosenImage'
import { MediaTab } from './MediaTab'
import { StockPhotosTab } from './StockPhotosTab'

type Tab = 'media' | 'stock'

const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'stock', label: 'Stock Photos' },
  { id: 'media', label: 'Media' },
]

type Props = {
  onChoose: (image: ChosenImage) => void
  onClose: () => void
  open: boolean
  tenantId: null | string
  tenantName?: string
}

/**
 * The image picker (spec section 2.4): stock photos, and beside them the tenant's own uploads. Mounted
 * only while open, so each opening starts on the featured photos.
 */
export const ImagePickerDialog = (props: Props) => (props.open ? <Picker {...props} /> : null)

const Picker = ({ onChoose, onClose, tenantId, tenantName }: Props) => {
  const id = useId()
  const [tab, setTab] = useState<Tab>('stock')
  const choose = (image: ChosenImage) => {
    onChoose(image)
    onClose()
  }
  return (
    <Dialog
      description="Choose a free stock photo, or one of your own images."
      onClose={onClose}
      open
      size="xl"
      title="Choose Featured Image"
    >
      <TabSections
        idPrefix={id}
        items={TABS}
        label="Image sources"
        onSelect={setTab}
        panels={{
          media: tenantId ? (
            <MediaTab onChoose={choose} tenantId={tenantId} tenantName={tenantName} />
          ) : (
            <p className="tw:m-0 tw:text-elev-500">Please select a tenant first.</p>
          ),
          stock: <StockPhotosTab onChoose={choose} />,
        }}
        selected={tab}
      />
    </Dialog>
  )
}
