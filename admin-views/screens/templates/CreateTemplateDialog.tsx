'use client'

/** Create New Template: used by Dynamic pages, the dashboard's Design Template and the Datasets screen. */
export const CreateTemplateDialog = (_props: { datasetId?: string; onClose: () => void; open: boolean }) => null
