'use client'

import type { DatasetReply } from '../../../../endpoints/schemas/datasets'

/** Generate Records with AI (tabs Manual List and AI Generated List) for one dataset. */
export const GenerateRecordsDialog = (_props: { dataset: DatasetReply; onClose: () => void; open: boolean }) => null
