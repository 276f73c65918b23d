import fs from 'node:fs'
import path from 'node:path'

/**
 * How long a file may sit in DATA_DIR/imports or DATA_DIR/media unclaimed before a sweep takes it.
 * Long past any upload, dry run or media save in progress (a request takes minutes at most, and an
 * upload being written is touched with every chunk), so a sweep never races one, in this process or
 * in another sharing DATA_DIR.
 */
export const LEFTOVER_GRACE_MS = 60 * 60 * 1000

/** The names of the plain files in `dir` matching `name` last written before `before` (ms). */
export const oldFiles = async (dir: string, before: number, name?: RegExp): Promise<string[]> => {
  let entries: fs.Dirent[]
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const old: string[] = []
  for (const entry of entries) {
    if (!entry.isFile() || (name && !name.test(entry.name))) continue
    const stat = await fs.promises.stat(path.join(dir, entry.name)).catch(() => null)
    if (stat && stat.mtimeMs < before) old.push(entry.name)
  }
  return old
}

/** Removes the files (each on its own: one that went meanwhile is no failure). */
export const removeFiles = async (dir: string, names: string[]) => {
  for (const name of names) await fs.promises.rm(path.join(dir, name), { force: true })
}

/** Runs `body` on `items` a slice at a time (a query's `in` list stays short). */
export const inSlices = async <T>(
  items: T[],
  size: number,
  body: (slice: T[]) => Promise<void>,
) => {
  for (let i = 0; i < items.length; i += size) await body(items.slice(i, i + size))
}
