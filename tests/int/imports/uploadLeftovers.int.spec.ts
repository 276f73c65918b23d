import fs from 'node:fs'
import path from 'node:path'

import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { startFileSweeps } from '../../../src/services/files/startFileSweeps'
import { sweepImportFiles } from '../../../src/services/imports/sweepImportFiles'
import { setEnv } from '../support/env'
import { importCsv } from '../support/imports'
import { sendLargeBody } from '../support/largeBody'
import { multipart } from '../support/multipart'
import { sendChunked } from '../support/rawUpload'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// Uploads leave nothing in DATA_DIR/imports, however they fail, and an upload too large is answered
// 413 at once, whatever its framing; a start sweeps what a crash left.

let server: TestServer
let admin: Client
let datasetId: string

const LIMIT = 1024 * 1024
const TOO_LARGE = { message: 'The CSV file is larger than the 1 MB limit (IMPORT_MAX_BYTES)' }
const importsDir = () => path.join(process.env.DATA_DIR as string, 'imports')
const filesLeft = () => (fs.existsSync(importsDir()) ? fs.readdirSync(importsDir()) : [])
const ROWS = Buffer.from('Piano\n'.repeat(10_000))

/** Waits (up to 10 s) until `check` holds. */
const until = async (check: () => boolean, what: string) => {
  const end = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > end) throw new Error(`still waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The opening of a form whose file field `file` is a CSV, then its end. */
const form = () => {
  const { body, contentType } = multipart([
    { data: Buffer.from('name\n'), filename: 'big.csv', name: 'file', type: 'text/csv' },
  ])
  const closing = body.indexOf('\r\n--', body.indexOf('name\n'))
  return { contentType, head: body.subarray(0, closing) }
}

const uploadPath = () => `/api/datasets/${datasetId}/records/import`
const headers = (contentType: string) => ({
  'content-type': contentType,
  'x-session-id': admin.sessionId,
})

beforeAll(async () => {
  server = await startTestServer({ cms: false })
  admin = await signIn(server)
  datasetId = (await admin.post('/api/datasets', { name: 'Uploads' })).json.id
  await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'name', isPrimary: true })
  setEnv({ IMPORT_MAX_BYTES: String(LIMIT) })
})

afterEach(() => fs.rmSync(importsDir(), { force: true, recursive: true }))

describe('an upload cut off halfway', () => {
  it('should leave no file, as a form or as a text/csv body', async () => {
    for (const kind of ['form', 'csv'] as const) {
      const { contentType, head } =
        kind === 'form' ? form() : { contentType: 'text/csv', head: Buffer.from('name\n') }
      const reply = await sendChunked({
        // The server has begun writing the file when the client goes.
        abortWhen: () => until(() => filesLeft().length > 0, 'the upload to be on disk'),
        baseUrl: server.baseUrl,
        chunk: ROWS,
        head,
        headers: headers(contentType),
        maxBytes: 300_000,
        path: uploadPath(),
      })
      expect(reply.status, kind).toBe(0)
      await until(() => filesLeft().length === 0, `the ${kind} upload to be removed`)
    }
  })
})

describe('an upload too large', () => {
  it('should answer 413 as soon as a chunked body passes the limit, and leave no file', async () => {
    for (const kind of ['form', 'csv'] as const) {
      const { contentType, head } =
        kind === 'form' ? form() : { contentType: 'text/csv', head: Buffer.from('name\n') }
      const reply = await sendChunked({
        baseUrl: server.baseUrl,
        chunk: ROWS,
        head,
        headers: headers(contentType),
        maxBytes: 200 * LIMIT,
        path: uploadPath(),
      })
      expect([reply.status, reply.json], kind).toEqual([413, TOO_LARGE])
      expect(reply.headers.connection, kind).toBe('close')
      // Answered once the limit had arrived, not after the 200 MB the client had to send.
      expect(reply.sent, kind).toBeLessThan(20 * LIMIT)
      expect(reply.answeredAfterMs, kind).toBeLessThan(10_000)
      expect(filesLeft(), kind).toEqual([])
    }
  })

  it('should answer 413 before reading a body whose Content-Length passes the limit', async () => {
    const reply = await sendLargeBody(server.baseUrl, uploadPath(), {
      bytes: 500 * LIMIT,
      headers: headers('text/csv'),
      headersOnly: true,
    })
    expect([reply.status, reply.json]).toEqual([413, TOO_LARGE])
    expect(reply.headers.connection).toBe('close')
    expect(filesLeft()).toEqual([])
  })

  it('should take a file of exactly the limit, as a form', async () => {
    const data = Buffer.alloc(LIMIT, 'x')
    data.write('name\n')
    data.write('\n', LIMIT - 1)
    const reply = await importCsv(server, admin, datasetId, data, {
      form: true,
      query: 'dryRun=true',
    })
    expect(reply.status, reply.text).toBe(200)
    expect(filesLeft()).toEqual([])
  })
})

describe('an upload refused after it arrived', () => {
  it('should leave no file after a 415, a header that fits no field, a dry run or a form without a file', async () => {
    const refusals = [
      await admin.post(uploadPath(), { name: 'x' }),
      await importCsv(server, admin, datasetId, 'colour\nred\n'),
      await importCsv(server, admin, datasetId, 'colour\nred\n', { form: true }),
      await importCsv(server, admin, datasetId, 'name\n'),
      await importCsv(server, admin, datasetId, 'name\nA\n', { query: 'dryRun=true' }),
    ]
    expect(refusals.map((r) => r.status)).toEqual([415, 400, 400, 400, 200])
    expect(filesLeft()).toEqual([])
  })
})

describe('the sweep of DATA_DIR/imports', () => {
  const plant = (name: string, hoursOld: number) => {
    fs.mkdirSync(importsDir(), { recursive: true })
    const file = path.join(importsDir(), name)
    fs.writeFileSync(file, 'name\nA\n')
    const at = new Date(Date.now() - hoursOld * 3600_000)
    fs.utimesSync(file, at, at)
    return name
  }
  const log = async (status: string) =>
    String(
      (
        await server.payload.create({
          collection: 'import-runs',
          data: { status } as never,
        })
      ).id,
    )

  it('should remove what a crash left and keep what a queued or running import still needs', async () => {
    const orphanUpload = plant('upload-5b0e2a52-1c43-4c43-9a2e-0b1c2d3e4f50.csv', 2)
    const freshUpload = plant('upload-6c1f3b63-2d54-4d54-8b3f-1c2d3e4f5061.csv', 0.5)
    const queued = plant(`${await log('started')}.csv`, 30)
    const running = plant(`${await log('in_progress')}.csv`, 30)
    const ended = plant(`${await log('completed')}.csv`, 2)
    const failed = plant(`${await log('failed')}.csv`, 2)
    const noLog = plant('7d203c74-3e65-4e65-9c40-2d3e4f506172.csv', 2)
    const notOurs = plant('notes.txt', 48)

    // At start (src/web.ts), as every hour after.
    const stop = startFileSweeps(server.payload)
    await stop()
    expect(filesLeft().sort()).toEqual([freshUpload, notOurs, queued, running].sort())
    expect(await sweepImportFiles({ payload: server.payload })).toEqual([])
    for (const gone of [orphanUpload, ended, failed, noLog]) expect(filesLeft()).not.toContain(gone)
  })
})
