import crypto from 'node:crypto'

// Per process: two processes writing in the same millisecond with the same counter still differ.
const tail = crypto.randomBytes(5).toString('hex')
let lastMs = 0
let counter = 0
let prefix = ''

/**
 * A UUID (version 7 layout) that increases with every call in this process: the milliseconds, then a
 * 32-bit counter, then random bits. The identifier index takes one per row; random (v4) ids made
 * each of its primary-key inserts land on a random page of an index of millions of rows (a page read
 * and a page written per row at 1,000,000 records), increasing ones append to its last page.
 */
export const orderedId = () => {
  const now = Date.now()
  if (now > lastMs) {
    lastMs = now
    counter = 0
    const ms = now.toString(16).padStart(12, '0')
    prefix = `${ms.slice(0, 8)}-${ms.slice(8)}-7`
  } else counter += 1
  const c = (counter % 2 ** 32).toString(16).padStart(8, '0')
  return `${prefix}${c.slice(0, 3)}-8${c.slice(3, 6)}-${c.slice(6)}${tail}`
}
