import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small S3-compatible server (path-style, no auth checked): PUT, GET, HEAD and DELETE of objects,
 * kept in memory, what `@payloadcms/storage-s3` needs. The product's own S3 client talks to it
 * unchanged, as it would to MinIO.
 */
export const startFakeS3 = async () => {
  const objects = new Map<string, { body: Buffer; type: string }>()
  const calls: string[] = []
  const server = http.createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3.invalid').pathname)
    calls.push(`${req.method} ${key}`)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const found = objects.get(key)
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(req.headers['content-type'] ?? ''),
        })
        res.writeHead(200, { etag: '"fake"' }).end()
      } else if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204).end()
      } else if (!found) {
        res.writeHead(404, { 'content-type': 'application/xml' })
        res.end('<Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>')
      } else {
        res.writeHead(200, {
          'content-length': found.body.length,
          'content-type': found.type,
          etag: '"fake"',
          'last-modified': new Date().toUTCString(),
        })
        res.end(req.method === 'HEAD' ? undefined : found.body)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    objects,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  }
}
