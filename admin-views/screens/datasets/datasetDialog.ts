import type { DatasetReply } from '../../../src/schemas/datasets'

/** A dialog about one dataset: open while `dataset` is set, closed with `onClose`. */
export type DatasetDialogProps = { dataset: DatasetReply | null; onClose: () => void }
