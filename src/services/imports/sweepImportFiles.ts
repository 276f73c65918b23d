import type { Payload } from 'payload'

import { inSlices, LEFTOVER_GRACE_MS, oldFiles, removeFiles } from '../files/oldFiles'
import { importsDir } from './importFiles'

// What the import writes there: uploads being received, and the files of queued imports (a run id).
const UPLOAD = /^upload-[0-9a-f-]{36}\.csv$/
const LOG_FILE = /^([0-9a-f-]{36})\.csv$/
const OURS = /^(upload-)?[0-9a-f-]{36}\.csv$/
const RUNNING = ['started', 'in_progress']

type Args = { payload: Payload; now?: number; graceMs?: number }

/**
 * Removes what a crash (or a kill) left in DATA_DIR/imports: an upload that was being received, or
 * an import's file whose import has ended or whose log is gone. The file of an import still queued or
 * running stays, whichever process (web or `npm run worker`) will read it, and so does every file
 * written in the last hour. Only names the import gives are looked at. Answers the names removed.
 */
export const sweepImportFiles = async ({
  graceMs = LEFTOVER_GRACE_MS,
  now = Date.now(),
  payload,
}: Args): Promise<string[]> => {
  const dir = importsDir()
  const old = await oldFiles(dir, now - graceMs, OURS)
  const logIds = old.flatMap((name) => LOG_FILE.exec(name)?.[1] ?? [])
  const needed = new Set<string>()
  await inSlices(logIds, 500, async (ids) => {
    const { docs } = await payload.find({
      collection: 'import-runs',
      depth: 0,
      limit: 0,
      overrideAccess: true,
      pagination: false,
      select: {},
      where: { and: [{ id: { in: ids } }, { status: { in: RUNNING } }] },
    })
    for (const doc of docs) needed.add(String(doc.id))
  })
  const gone = old.filter(
    (name) => UPLOAD.test(name) || !needed.has(LOG_FILE.exec(name)?.[1] ?? ''),
  )
  await removeFiles(dir, gone)
  return gone
}
