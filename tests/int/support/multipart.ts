import crypto from 'node:crypto'

type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }

/** A multipart/form-data body as a browser's FormData sends it (Payload's admin sends `_payload` this way). */
export const multipart = (parts: Part[]): { body: Buffer; contentType: string } => {
  const boundary = `----form${crypto.randomBytes(8).toString('hex')}`
  const chunks = parts.flatMap((part) => {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${'filename' in part ? `; filename="${part.filename}"` : ''}`
    const head = `--${boundary}\r\n${disposition}\r\n${'filename' in part ? `Content-Type: ${part.type}\r\n` : ''}\r\n`
    return [
      Buffer.from(head),
      'data' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]
  })
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}
