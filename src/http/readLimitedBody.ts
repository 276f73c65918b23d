import type http from 'node:http'

/**
 * Reads a request's whole body, unless it passes `limit` bytes: then reading stops there (the rest is
 * left unread, none of it held) and the answer is 'too-large'. 'gone' when the client left first.
 */
export const readLimitedBody = (
  req: http.IncomingMessage,
  limit: number,
): Promise<Buffer | 'gone' | 'too-large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.off('data', onData)
      req.pause()
      resolve('too-large')
    }
    req.on('data', onData)
    req.once('end', () => resolve(Buffer.concat(chunks)))
    req.once('error', reject)
    req.once('close', () => resolve('gone'))
  })
