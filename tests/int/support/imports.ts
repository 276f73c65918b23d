import { expect } from 'vitest'

import { request } from './http'
import type { Reply } from './http'
import { multipart } from './multipart'
import type { Client } from './session'
import type { TestServer } from './testServer'

type Options = {
  query?: string
  /** Send the file as a multipart/form-data upload (as the admin does) instead of a text/csv body. */
  form?: boolean
}

/** `POST /api/datasets/:id/records/import` with a CSV file, as a client would send it. */
export const importCsv = (
  server: TestServer,
  client: Client,
  datasetId: string,
  csv: string | Buffer,
  { form = false, query = '' }: Options = {},
): Promise<Reply> => {
  const data = Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8')
  const upload = form
    ? multipart([{ data, filename: 'records.csv', name: 'file', type: 'text/csv' }])
    : { body: data, contentType: 'text/csv' }
  return request(
    server.baseUrl,
    `/api/datasets/${datasetId}/records/import${query ? `?${query}` : ''}`,
    {
      headers: { 'content-type': upload.contentType, 'x-session-id': client.sessionId },
      method: 'POST',
      rawBody: upload.body,
    },
  )
}

/**
 * Waits until the import has ended, and answers its run as the dataset's import history does
 * (`GET /api/datasets/:id/records/imports/:runId`).
 */
export const finishedLog = async (
  client: Client,
  datasetId: string,
  logId: string,
  timeoutMs = 60_000,
) => {
  const until = Date.now() + timeoutMs
  for (;;) {
    const log = (await client.get(`/api/datasets/${datasetId}/records/imports/${logId}`)).json
    if (log.status === 'completed' || log.status === 'failed') return log
    if (Date.now() > until) throw new Error(`import ${logId} still ${log.status}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Imports a file for real and waits for the end: the finished log's counts and errors. */
export const importAndWait = async (
  server: TestServer,
  client: Client,
  datasetId: string,
  csv: string | Buffer,
  options: Options = {},
) => {
  const reply = await importCsv(server, client, datasetId, csv, options)
  expect(reply.status, reply.text).toBe(202)
  const log = await finishedLog(client, datasetId, reply.json.logId)
  expect(log.status, log.errorMessage).toBe('completed')
  return { log, reply, result: log.result }
}

/** The dataset's records as `GET /api/datasets/:id/records` lists them, oldest first, keyed by name. */
export const recordsOf = async (client: Client, datasetId: string) =>
  (
    (await client.get(`/api/datasets/${datasetId}/records`)).json as {
      data: Record<string, unknown>
      liveDate: string
      id: string
    }[]
  ).reverse()
