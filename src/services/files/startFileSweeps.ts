import type { Payload } from 'payload'

import { startHourly } from '../common/hourly'
import { sweepImportFiles } from '../imports/sweepImportFiles'
import { sweepMediaFiles } from '../media/sweepMediaFiles'

/** One sweep of DATA_DIR/imports and DATA_DIR/media; what it removed is logged, a failure too. */
const sweepLeftoverFiles = async (payload: Payload) => {
  try {
    const imports = await sweepImportFiles({ payload })
    const media = await sweepMediaFiles({ payload })
    if (imports.length || media.length)
      payload.logger.info({
        imports,
        media,
        msg: `Removed ${imports.length} leftover import file(s) and ${media.length} media file(s) no document names`,
      })
    return { imports, media }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Sweeping leftover upload files failed' })
    return { imports: [], media: [] }
  }
}

/**
 * At start and then every hour, each web process sweeps what crashed uploads and imports left on
 * disk (see sweepImportFiles and sweepMediaFiles): a process that died mid-upload leaves its file,
 * and a cluster's siblings or a long-running process would otherwise never look. Sweeps by several
 * processes at once are harmless: each removes only files nothing needs. Answers the stop function.
 */
export const startFileSweeps = (payload: Payload) => startHourly(() => sweepLeftoverFiles(payload))
